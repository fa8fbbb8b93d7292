/**
 * The large issuers of bills, named the way people say them: energy distributors, water and
 * sanitation companies, gas distributors, telecoms and public bodies that issue tax guides.
 */
import type { Utility } from "./types.ts";

export interface KnownIssuer {
  pattern: RegExp;
  name: string;
  utility: Utility | "tax";
}

export const KNOWN_ISSUERS: readonly KnownIssuer[] = [
  { pattern: /\benel\b/, name: "Enel", utility: "energy" },
  { pattern: /\bcemig\b/, name: "Cemig", utility: "energy" },
  { pattern: /\bcopel\b/, name: "Copel", utility: "energy" },
  { pattern: /\bcpfl\b/, name: "CPFL", utility: "energy" },
  { pattern: /\blight (servicos|s\.?a)|\blight\b.*eletricidade/, name: "Light", utility: "energy" },
  { pattern: /\bcelesc\b/, name: "Celesc", utility: "energy" },
  { pattern: /\bcoelba\b/, name: "Coelba", utility: "energy" },
  { pattern: /\bcelpe\b/, name: "Celpe", utility: "energy" },
  { pattern: /\bcosern\b/, name: "Cosern", utility: "energy" },
  { pattern: /\belektro\b/, name: "Elektro", utility: "energy" },
  { pattern: /neoenergia/, name: "Neoenergia", utility: "energy" },
  { pattern: /equatorial/, name: "Equatorial", utility: "energy" },
  { pattern: /energisa/, name: "Energisa", utility: "energy" },
  { pattern: /\bedp\b/, name: "EDP", utility: "energy" },
  { pattern: /\brge\b/, name: "RGE", utility: "energy" },
  { pattern: /\bceee\b/, name: "CEEE Equatorial", utility: "energy" },
  { pattern: /amazonas energia/, name: "Amazonas Energia", utility: "energy" },
  { pattern: /\bsabesp\b/, name: "Sabesp", utility: "water" },
  { pattern: /\bcopasa\b/, name: "Copasa", utility: "water" },
  { pattern: /\bsanepar\b/, name: "Sanepar", utility: "water" },
  { pattern: /\bcedae\b/, name: "Cedae", utility: "water" },
  { pattern: /aguas do rio/, name: "Águas do Rio", utility: "water" },
  { pattern: /\bembasa\b/, name: "Embasa", utility: "water" },
  { pattern: /\bcompesa\b/, name: "Compesa", utility: "water" },
  { pattern: /\bcaesb\b/, name: "Caesb", utility: "water" },
  { pattern: /\bcorsan\b/, name: "Corsan", utility: "water" },
  { pattern: /\bcagece\b/, name: "Cagece", utility: "water" },
  { pattern: /\bcasan\b/, name: "Casan", utility: "water" },
  { pattern: /\bsaneago\b/, name: "Saneago", utility: "water" },
  { pattern: /\bcesan\b/, name: "Cesan", utility: "water" },
  { pattern: /\bcaern\b/, name: "Caern", utility: "water" },
  { pattern: /\bcagepa\b/, name: "Cagepa", utility: "water" },
  { pattern: /\bsanesul\b/, name: "Sanesul", utility: "water" },
  { pattern: /\bdmae\b/, name: "DMAE", utility: "water" },
  { pattern: /\bsaae\b/, name: "SAAE", utility: "water" },
  { pattern: /\bcomgas\b/, name: "Comgás", utility: "gas" },
  { pattern: /naturgy|\bceg\b/, name: "Naturgy", utility: "gas" },
  { pattern: /compagas/, name: "Compagás", utility: "gas" },
  { pattern: /sulgas/, name: "Sulgás", utility: "gas" },
  { pattern: /bahiagas/, name: "Bahiagás", utility: "gas" },
  { pattern: /\bvivo\b|telefonica/, name: "Vivo", utility: "telecom" },
  { pattern: /\bclaro\b|\bnet servicos\b/, name: "Claro", utility: "telecom" },
  { pattern: /\btim s\.?a\b|\btim\b/, name: "TIM", utility: "telecom" },
  { pattern: /\boi s\.?a\b|\boi fibra\b|\boi\b(?= (movel|fixo|total))/, name: "Oi", utility: "telecom" },
  { pattern: /\bsky\b/, name: "Sky", utility: "telecom" },
  { pattern: /\balgar\b/, name: "Algar", utility: "telecom" },
  { pattern: /receita federal|\bdarf\b/, name: "Receita Federal", utility: "tax" },
  { pattern: /simples nacional|\bdas\s*-?\s*mei\b/, name: "Simples Nacional (DAS)", utility: "tax" },
  { pattern: /\bdetran\b/, name: "Detran", utility: "tax" },
  { pattern: /secretaria da fazenda|\bsefaz\b/, name: "Secretaria da Fazenda", utility: "tax" },
];

/** The known issuer named in a folded text, the one named first winning. */
export function knownIssuer(folded: string, only?: KnownIssuer["utility"]): KnownIssuer | null {
  let best: { issuer: KnownIssuer; at: number } | null = null;
  for (const issuer of KNOWN_ISSUERS) {
    if (only && issuer.utility !== only) continue;
    const m = issuer.pattern.exec(folded);
    if (m && (!best || (m.index ?? 0) < best.at)) best = { issuer, at: m.index ?? 0 };
  }
  return best?.issuer ?? null;
}
