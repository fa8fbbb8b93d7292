/**
 * The one sentence about approval that every section of /afiliados repeats: the team reviews
 * each application and answers on WhatsApp (there is no automatic approval).
 */
export const approvalPromise =
  "Nossa equipe analisa cada solicitação e responde pelo WhatsApp, normalmente em até 1 dia útil.";

export const FORM_ID = "affiliate-form";
export const COMMISSIONS_ID = "comissoes";
