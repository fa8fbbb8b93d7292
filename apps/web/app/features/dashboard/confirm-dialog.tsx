import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/features/dashboard/dialog";

/**
 * "Are you sure?" before something is erased: what will happen in words, Cancelar (keeps
 * everything) and the page's destructive button(s).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          {actions}
        </div>
      </div>
    </Dialog>
  );
}
