import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { useTheme } from "~/lib/theme";

/** Switches between light and dark; the choice is kept in localStorage under "theme". */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolved, setTheme } = useTheme();
  const label = resolved === "dark" ? "Mudar para modo claro" : "Mudar para modo escuro";
  return (
    <Tooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={label}
        onClick={() => setTheme(resolved === "dark" ? "light" : "dark")}
      >
        {resolved === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </Tooltip>
  );
}
