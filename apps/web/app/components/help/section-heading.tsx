/** The centred title and one-line introduction every help section opens with. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{subtitle}</p>
    </div>
  );
}
