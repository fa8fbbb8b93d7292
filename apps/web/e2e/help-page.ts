import { expect, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

/** The help centre at /ajuda, as the browser tests drive it. */
export class HelpPage {
  readonly search: Locator;
  readonly listbox: Locator;
  readonly options: Locator;
  readonly buscar: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole("combobox", { name: "O que você quer aprender?" });
    this.listbox = page.getByRole("listbox", { name: "Tópicos encontrados" });
    this.options = this.listbox.getByRole("option");
    this.buscar = page.getByRole("button", { name: "Buscar", exact: true });
  }

  async open() {
    await gotoHydrated(this.page, "/ajuda");
  }

  section(id: string): Locator {
    return this.page.locator(`section#${id}`);
  }

  /** Waits until the section's top edge has settled in the upper half of the viewport. */
  async expectScrolledTo(id: string) {
    const section = this.section(id);
    await expect
      .poll(
        () =>
          section.evaluate((element) => {
            const top = element.getBoundingClientRect().top;
            return top >= -1 && top < window.innerHeight / 2;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
  }

  async expectBelowTheFold(id: string) {
    const top = await this.section(id).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(await this.page.evaluate(() => window.innerHeight));
  }
}
