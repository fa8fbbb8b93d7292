import type { SentNotice } from "../schedules/notice-items.ts";
import type { DigestKind } from "../schedules/send-digests.ts";
import { type NoticeDeps, sendNotices } from "../schedules/send-notices.ts";

// The 10:00 run limited to one kind of notice, for tests that look at that kind alone.

type Sent<K extends SentNotice["kind"]> = Extract<SentNotice, { kind: K }>;
const only =
  <K extends SentNotice["kind"]>(kind: K) =>
  (sent: SentNotice[]) =>
    sent.filter((s): s is Sent<K> => s.kind === kind);

/** Only the reminders due today (each person's together in one message). */
export const sendDueReminders = async (deps: NoticeDeps, now: Date) =>
  only("reminder")(await sendNotices(deps, now, { reminders: true, bills: false, digests: [] }));

/** Only the notices of card bills due today or tomorrow. */
export const sendBillNotices = async (deps: NoticeDeps, now: Date) =>
  only("bill")(await sendNotices(deps, now, { reminders: false, bills: true, digests: [] }));

/** Only the weekly summaries or the monthly closes (each person's books together in one message). */
export const sendDigests = async (deps: NoticeDeps, kind: DigestKind, now: Date) =>
  only("digest")(await sendNotices(deps, now, { reminders: false, bills: false, digests: [kind] }));
