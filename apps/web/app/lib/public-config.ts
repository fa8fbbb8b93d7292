import { PAGE_VALUES_ELEMENT_ID, type PageValues, type PublicConfig } from "@tostao/core";

declare global {
  /** Set by the page renderer (and the tests) before any page module is imported. */
  var __TOSTAO_PAGE_VALUES__: PageValues | undefined;
}

/**
 * None of these values is in the build: the server renders the pages when it starts, with its own
 * settings, and writes the same values as JSON into every page that runs scripts, which the
 * browser reads here (see PageValues in core).
 */
function readPageValues(): PageValues {
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_VALUES_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as PageValues;
  const values = globalThis.__TOSTAO_PAGE_VALUES__;
  if (!values) throw new Error(`the page values are missing (no #${PAGE_VALUES_ELEMENT_ID} on the page)`);
  return values;
}

const values = readPageValues();

/** Links and figures from the server's configuration. */
export const publicConfig: PublicConfig = values.publicConfig;

/** The year the server rendered the pages (São Paulo time), for the copyright lines. */
export const copyrightYear: number = values.copyrightYear;
