import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import type { TooltipLabelProps } from "./theme-toggle";

/** Wraps one control in a Radix tooltip (700 ms open delay, 300 ms skip delay). */
export default function TooltipLabel({ label, children }: TooltipLabelProps) {
  return (
    <TooltipProvider>
      <Tooltip>
        {/* data-tooltip marks the control once its tooltip is live (it loads after hydration). */}
        <TooltipTrigger asChild data-tooltip="ready">
          {children}
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
