// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: Array<[RegExp, string]> = [
  [/EdgA?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: Array<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux"],
];

/**
 * A short pt-BR name for the device of a session, for the "aparelhos conectados" list.
 * @example userAgentSummary("Mozilla/5.0 (Linux; Android 14) … Chrome/131.0 Mobile Safari/537.36") // "Chrome no Android"
 */
export function userAgentSummary(userAgent: string | null | undefined): string {
  if (!userAgent) return "Navegador desconhecido";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return "Navegador desconhecido";
}
