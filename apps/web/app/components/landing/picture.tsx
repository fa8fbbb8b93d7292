import { cn } from "~/lib/utils";

interface PictureProps {
  /** File name under /images without extension; AVIF, WebP and PNG versions exist for each. */
  name: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  eager?: boolean;
}

/**
 * A committed product image: AVIF, then WebP, then PNG, with explicit size so nothing shifts.
 * The picture element is display:contents so width classes on the img resolve against its container.
 */
export function Picture({ name, alt, width, height, className, eager = false }: PictureProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={`/images/${name}.avif`} />
      <source type="image/webp" srcSet={`/images/${name}.webp`} />
      <img
        src={`/images/${name}.png`}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}
