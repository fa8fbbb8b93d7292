import type { AffiliateApplication } from "@tostao/core";
import { affiliateEndpoints } from "@tostao/core/affiliates/endpoints";
import { affiliateMessages as m } from "@tostao/core/affiliates/messages";
import { ApiError, callApi } from "~/lib/api-client";

export type SubmitOutcome =
  | { kind: "success" }
  | { kind: "duplicate" }
  | { kind: "check_failed" }
  | { kind: "failed"; fields?: Record<string, string> };

/** Sends the application and reads the answer as one of the outcomes the page reacts to. */
export async function submitApplication(application: AffiliateApplication): Promise<SubmitOutcome> {
  try {
    await callApi(affiliateEndpoints.apply, { body: application });
    return { kind: "success" };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "failed" };
    if (error.status === 409) return { kind: "duplicate" };
    if (error.status === 503 && error.code === "check_failed") return { kind: "check_failed" };
    return error.fields ? { kind: "failed", fields: error.fields } : { kind: "failed" };
  }
}

/** The toast each outcome shows (product spec, section 8). */
export function outcomeToast(outcome: SubmitOutcome): {
  title: string;
  description: string;
  variant: "default" | "destructive";
} {
  switch (outcome.kind) {
    case "success":
      return { title: m.successTitle, description: m.success, variant: "default" };
    case "duplicate":
      return { title: m.duplicateTitle, description: m.duplicate, variant: "destructive" };
    case "check_failed":
      return { title: m.checkFailedTitle, description: m.checkFailed, variant: "destructive" };
    case "failed":
      return { title: m.submitFailedTitle, description: m.submitFailed, variant: "destructive" };
  }
}
