import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/utils";

interface FormFieldProps {
  /** The control's id; the label, hint and error hang from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** More room between label and control, and a bolder label (the public site's forms). */
  roomy?: boolean;
  /** One input, select or textarea: it receives aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its pt-BR error, wired for screen readers. */
export function FormField({ id, label, hint, error, roomy, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const control = Children.only(children);
  return (
    <div className={roomy ? "space-y-2" : "space-y-1"}>
      <label htmlFor={id} className={cn("block text-sm", roomy ? "font-semibold" : "font-medium")}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {isValidElement(control)
        ? cloneElement(control, {
            id,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy || undefined,
          })
        : control}
      {error ? (
        <p id={`${id}-error`} className={cn("text-sm text-destructive", roomy && "font-medium")} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
