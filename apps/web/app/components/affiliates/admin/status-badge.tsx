import { type AffiliateStatus, affiliateStatusLabels } from "@tostao/core";
import { cn } from "~/lib/utils";

const styles: Record<AffiliateStatus, string> = {
  pending: "bg-secondary text-secondary-foreground",
  approved: "bg-primary text-primary-foreground",
  rejected: "bg-destructive text-destructive-foreground",
};

export function StatusBadge({ status }: { status: AffiliateStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-3 py-0.5 text-xs font-bold", styles[status])}>
      {affiliateStatusLabels[status]}
    </span>
  );
}
