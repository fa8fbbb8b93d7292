import type { PlanCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

interface WelcomeNotice {
  userId: number;
  phone: string;
  name: string | null;
  plan: PlanCode;
}

interface AccessEndedNotice {
  userId: number;
  phone: string;
  name: string | null;
  reason: "refunded" | "chargeback";
}

/**
 * What billing tells people, queued in the caller's transaction so a notice exists exactly
 * when the change that caused it was committed.
 */
export interface BillingNotifier {
  welcome(tx: SqlRunner, notice: WelcomeNotice): Promise<void>;
  accessEnded(tx: SqlRunner, notice: AccessEndedNotice): Promise<void>;
}
