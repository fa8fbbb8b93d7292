/**
 * Lower case without accents, the form in which words are compared: "Itaú" and "itau", "Não" and
 * "nao" are equal. Callers that also ignore spaces or punctuation trim or replace them on the result.
 * @example foldAccents("Relatórios") // "relatorios"
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
