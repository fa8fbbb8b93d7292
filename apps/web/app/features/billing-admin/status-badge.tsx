import { type PlanCode, planTitle, type SubscriptionStatus } from "@tostao/core";
import { cn } from "~/lib/utils";
import { statusLabels, statusTone } from "./format";

export function StatusBadge({ status }: { status: SubscriptionStatus | null }) {
  if (!status) return <span className="text-muted-foreground">Sem assinatura</span>;
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", statusTone[status])}>
      {statusLabels[status]}
    </span>
  );
}

/** The Plano and Situação cells of a customer's or a subscription's row. */
export function PlanStatusCells({
  plan,
  status,
}: {
  plan: PlanCode | null;
  status: SubscriptionStatus | null;
}) {
  return (
    <>
      <td className="py-2 pr-4">{plan ? planTitle(plan) : "—"}</td>
      <td className="py-2 pr-4">
        <StatusBadge status={status} />
      </td>
    </>
  );
}
