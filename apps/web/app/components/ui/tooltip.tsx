import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** Hovering opens after 700 ms; within 300 ms of another tooltip closing, the next opens at once. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const EDGE_PX = 8;

let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TooltipProps {
  label: string;
  /** The trigger; it receives aria-describedby while the tooltip shows. */
  children: ReactElement<{ "aria-describedby"?: string }>;
}

/**
 * A tooltip below its trigger: on hover (after the delay) and on keyboard focus; a click, Escape,
 * leaving or blurring closes it. It stays inside the viewport horizontally.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);
  const bubble = useRef<HTMLSpanElement>(null);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  useLayoutEffect(() => {
    if (!open || !bubble.current) {
      setShift(0);
      return;
    }
    const rect = bubble.current.getBoundingClientRect();
    const right = rect.right - shift;
    const left = rect.left - shift;
    if (right > window.innerWidth - EDGE_PX) setShift(window.innerWidth - EDGE_PX - right);
    else if (left < EDGE_PX) setShift(EDGE_PX - left);
  }, [open, shift]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === "touch") return;
        show(performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS);
      }}
      onPointerLeave={hide}
      onPointerDown={() => {
        pointerDown.current = true;
        hide();
      }}
      // Capture: focus and blur do not bubble as native events, and the browser runs Preact.
      onFocusCapture={() => {
        // Focus that follows a click is not a request for the hint.
        if (!pointerDown.current) show(0);
      }}
      onBlurCapture={(event: FocusEvent) => {
        pointerDown.current = false;
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          ref={bubble}
          id={id}
          role="tooltip"
          style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-1.5 whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs font-medium text-background shadow-md"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
