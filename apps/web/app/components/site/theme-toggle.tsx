import { Moon, Sun } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useTheme } from "~/lib/theme";

export interface TooltipLabelProps {
  label: string;
  children: ReactNode;
}

// The tooltip (Radix + its positioning engine) loads after hydration, off the first-load path; until
// then the same button works with its aria-label.
const TooltipLabel: ComponentType<TooltipLabelProps> = lazy(() => import("./tooltip-label"));

/** Switches between light and dark; the choice is kept in localStorage under "theme". */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolved, setTheme } = useTheme();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const label = resolved === "dark" ? "Mudar para modo claro" : "Mudar para modo escuro";
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      onClick={() => setTheme(resolved === "dark" ? "light" : "dark")}
    >
      {resolved === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
  if (!enhanced) return button;
  return (
    <Suspense fallback={button}>
      <TooltipLabel label={label}>{button}</TooltipLabel>
    </Suspense>
  );
}
