import type { NoticeTemplates } from "../outbox/enqueue-notice.ts";

/** The template names of .env.example, for tests that call the schedules directly. */
export const TEST_NOTICE_TEMPLATES: NoticeTemplates = {
  language: "pt_BR",
  reminder: "tostao_lembrete_conta",
  digest: "tostao_resumo",
  notices: "tostao_avisos",
};
