import { foldAccents } from "@tostao/core";
/** Planning commands said in plain words, read before the parser (it has no intent for them). */
export type PlanningCommand =
  | { command: "digests"; enabled: boolean }
  | { command: "bill_reminders"; enabled: boolean; card: string | null }
  | { command: "pay_bill"; card: string | null }
  | { command: "list"; what: "limits" | "goals" | "planned" | "bills" };

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[!.?]+$/g, "")
    .trim();

const OFF =
  "(?:parar|para|pare|parem|cancelar|cancela|cancele|desativar|desativa|desative|desligar|desliga|nao quero(?: mais)?|sem)";
const ON =
  "(?:ativar|ativa|ative|voltar|volta|religar|religa|ligar|liga|quero(?: de volta)?|reativar|reativa)";

/**
 * "parar resumo", "ativar resumo", "parar lembrete da fatura do nubank".
 * @example readPlanningCommand("parar resumo") // { command: "digests", enabled: false }
 */
export function readPlanningCommand(text: string): PlanningCommand | null {
  const t = fold(text);
  if (t.length > 80) return null;
  const digests = new RegExp(
    `^(?:${OFF}|${ON})(?: (?:com )?(?:o|os|meu|meus))? (?:resumo|resumos)(?: semana(?:l|is)| mensa(?:l|is)| do mes)?$`,
  );
  if (digests.test(t)) return { command: "digests", enabled: !new RegExp(`^${OFF}`).test(t) };
  const bills = new RegExp(
    `^(?:${OFF}|${ON})(?: (?:com )?(?:o|os|a|as))? (?:lembrete|lembretes|aviso|avisos)(?: de vencimento)? (?:da|das) faturas?(?: (?:do|da) (.+))?$`,
  );
  const m = bills.exec(t);
  if (m)
    return { command: "bill_reminders", enabled: !new RegExp(`^${OFF}`).test(t), card: m[1]?.trim() ?? null };
  const pay =
    /^(?:ja )?(?:eu )?(?:paguei|quitei|acabei de pagar) (?:a |toda a )?fatura(?: (?:do|da) (?:cartao )?([a-z0-9 ]+?))?(?: (?:de|no valor de|hoje|agora|ontem)\b.*)?$/.exec(
      t,
    ) ?? /^fatura (?:do|da) (?:cartao )?([a-z0-9 ]+?) paga$/.exec(t);
  if (pay) return { command: "pay_bill", card: pay[1]?.trim() || null };
  const list =
    /^(?:(?:quais|qual) (?:sao |e )?(?:os |as )?|(?:me )?(?:mostra|mostre|ver|veja|lista|listar) (?:os |as )?)?(?:meus|minhas) (limites|metas|compras futuras|compras planejadas|faturas|cartoes)$/.exec(
      t,
    );
  if (list) {
    const what = list[1] ?? "";
    if (what === "limites") return { command: "list", what: "limits" };
    if (what === "metas") return { command: "list", what: "goals" };
    if (what === "faturas" || what === "cartoes") return { command: "list", what: "bills" };
    return { command: "list", what: "planned" };
  }
  return null;
}
