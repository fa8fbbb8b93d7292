import { expect, type Page } from "@playwright/test";
import type { AffiliateApplicationInput } from "@tostao/core";
import { gotoHydrated } from "./support";

/** What the form asks for: the core schema's input, every field a string. */
export type ApplicationData = Required<AffiliateApplicationInput>;

/** A plausible applicant whose WhatsApp number is unique to this test run and seed. */
export function applicant(seed: number, overrides: Partial<ApplicationData> = {}): ApplicationData {
  const suffix = String((Date.now() + seed * 7919) % 10000).padStart(4, "0");
  return {
    name: `Fernanda Teste ${seed}`,
    whatsapp: `(11) 9${String(seed).padStart(4, "0")}-${suffix}`,
    email: `fernanda${seed}@exemplo.com.br`,
    currentWork: "Social media autônoma",
    experienceDetails: "Gerencio perfis de pequenos negócios há 3 anos",
    audienceChannels: "Instagram com 12 mil seguidores e grupos de WhatsApp",
    ...overrides,
  };
}

/** The /afiliados page as the browser tests drive it. */
export class AffiliatesPage {
  constructor(readonly page: Page) {}

  goto() {
    return gotoHydrated(this.page, "/afiliados");
  }

  field(label: RegExp | string) {
    return this.page.getByLabel(label, { exact: typeof label === "string" });
  }

  get name() {
    return this.field("Nome completo");
  }
  get whatsapp() {
    return this.field("WhatsApp com DDD");
  }
  get email() {
    return this.field("E-mail");
  }
  get currentWork() {
    return this.field("Com o que você trabalha hoje?");
  }
  get experienceDetails() {
    return this.field(/marketing digital ou vendas on-line/);
  }
  get audienceChannels() {
    return this.field(/Onde você pretende divulgar/);
  }
  get submit() {
    return this.page.getByRole("button", { name: /ENVIAR FORMULÁRIO|ENVIANDO…/ });
  }

  async fill(data: ApplicationData) {
    await this.name.fill(data.name);
    await this.whatsapp.fill(data.whatsapp);
    await this.email.fill(data.email);
    await this.currentWork.fill(data.currentWork);
    await this.experienceDetails.fill(data.experienceDetails);
    await this.audienceChannels.fill(data.audienceChannels);
    await this.audienceChannels.blur();
  }

  async expectToast(title: string, description: string) {
    await expect(this.page.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(this.page.getByText(description, { exact: true }).first()).toBeVisible();
  }
}
