import { afterEach, describe, expect, it, vi } from "vitest";
import { intlWarmUpScript } from "./intl-warm-up";

/** Stands in for Intl: records each formatter created as [kind, locale, time zone]. */
function recordFormatters(fail = false) {
  const made: [string, string, string | undefined][] = [];
  const formatter = (kind: string) =>
    class {
      constructor(locale: string, options: Intl.DateTimeFormatOptions = {}) {
        if (fail) throw new RangeError(`Invalid time zone specified: ${options.timeZone}`);
        made.push([kind, locale, options.timeZone]);
      }
      format() {
        return "";
      }
      formatToParts() {
        return [];
      }
    };
  vi.stubGlobal("Intl", { NumberFormat: formatter("number"), DateTimeFormat: formatter("date") });
  return made;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the shells' Intl warm-up", () => {
  it("creates its formatters in a task of its own after the first frame, not while the page is parsed", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const made = recordFormatters();
    new Function(intlWarmUpScript)();
    expect(made).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual([
      ["number", "pt-BR", undefined],
      ["date", "pt-BR", "America/Sao_Paulo"],
      ["date", "en-US", "America/Sao_Paulo"],
    ]);
  });

  it("never throws where Intl lacks a locale or a time zone", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    recordFormatters(true);
    new Function(intlWarmUpScript)();
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
