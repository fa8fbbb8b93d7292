import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

const questions = [
  "Como o Tostão funciona?",
  "Posso editar as categorias?",
  "O Tostão funciona 24 horas?",
  "Posso usar com a minha família?",
  "Meus dados estão seguros?",
  "Como eu começo a usar?",
  "Dá para editar ou apagar um registro?",
];

test("the FAQ keeps at most one answer open and can close it", async ({ page }) => {
  await gotoHydrated(page, "/#faq");
  const faq = page.locator("#faq");
  const triggers = faq.getByRole("button");
  await expect(triggers).toHaveText(questions);
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");

  await faq.getByRole("button", { name: "Como eu começo a usar?" }).click();
  await expect(faq.getByText(/você recebe uma mensagem de boas-vindas do Tostão no WhatsApp/)).toBeVisible();

  await faq.getByRole("button", { name: "Meus dados estão seguros?" }).click();
  await expect(faq.getByRole("button", { name: "Meus dados estão seguros?" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(faq.getByRole("button", { name: "Como eu começo a usar?" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(faq.getByRole("region")).toHaveCount(1);

  await faq.getByRole("button", { name: "Meus dados estão seguros?" }).click();
  await expect(faq.getByRole("region")).toHaveCount(0);
});
