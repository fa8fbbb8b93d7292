import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { island } from "~/islands/island";
import { useTheme } from "~/lib/theme";

/** Switches between light and dark; the choice is kept in localStorage under "theme". */
function ThemeToggleButton({ className }: { className?: string }) {
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

/** An island of its own on pages whose header has nothing else interactive. */
export const ThemeToggle = island("theme-toggle", ThemeToggleButton, { theme: true });
