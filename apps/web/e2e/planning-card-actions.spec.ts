import type { Locator } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, onEachDevice, openPainel, test } from "./dashboard-fixtures";

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
}

test.describe("Cartões: arquivar e mover compras", () => {
  onEachDevice((device) => {
    test("moves a purchase to the next bill, archives the card keeping its history and brings it back", async ({
      page,
      person,
    }) => {
      test.setTimeout(60_000);
      expect(await person.say("meu nubank fecha dia 3 e vence dia 10")).toContain("Cartão Nubank cadastrado");
      expect(await person.say("fone de 300 no nubank")).toContain("Compra no Nubank registrada");
      await openPainel(page, "/painel/cartoes");
      const card = page.getByRole("article", { name: "Nubank" });

      // The header: the days on one line, the actions beside them on a computer, below on a phone.
      const days = card.getByText("Crédito · fecha dia 3, vence dia 10");
      const edit = card.getByRole("button", { name: "Editar Nubank" });
      await expect(days).toBeVisible();
      const daysBox = await boxOf(days);
      const editBox = await boxOf(edit);
      expect(daysBox.height).toBeLessThan(30);
      if (device === "celular") expect(editBox.y).toBeGreaterThan(daysBox.y + daysBox.height - 2);
      else expect(Math.abs(editBox.y - daysBox.y)).toBeLessThan(40);
      const cardBox = await boxOf(card);
      for (const name of ["Editar Nubank", "Arquivar Nubank", "Excluir Nubank"]) {
        const box = await boxOf(card.getByRole("button", { name }));
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // "Mover para outra fatura": the purchase leaves the open bill for the next one.
      const open = card.getByRole("region", { name: /^Fatura aberta/ });
      const next = card.getByRole("region", { name: /^Próxima fatura/ });
      await open.getByRole("button", { name: /^Mover fone.* para outra fatura$/ }).click();
      const move = page.getByRole("dialog", { name: "Mover para outra fatura" });
      await expect(move.getByText("R$ 300,00", { exact: false })).toBeVisible();
      await move.getByRole("button", { name: "Salvar" }).click();
      await expect(move).toBeHidden();
      await expect(page.getByText("Compra movida para outra fatura", { exact: true })).toBeVisible();
      await expect(open.getByText("Nenhuma compra nesta fatura.")).toBeVisible();
      await expect(next.getByRole("listitem").filter({ hasText: "fone" })).toContainText("R$ 300,00");

      // Archiving asks first, keeps the bills and stops new purchases landing on it.
      await card.getByRole("button", { name: "Arquivar Nubank" }).click();
      const ask = page.getByRole("dialog", { name: "Arquivar o cartão Nubank?" });
      await expect(ask.getByText("não recebe compras novas", { exact: false })).toBeVisible();
      await ask.getByRole("button", { name: "Arquivar cartão" }).click();
      const archived = page.getByRole("region", { name: "Cartões arquivados" });
      await expect(archived.getByRole("article", { name: "Nubank" })).toBeVisible();
      await expect(page.getByText("Nenhum cartão em uso.", { exact: false })).toBeVisible();
      await archived.getByText("Histórico de faturas").click();
      await expect(archived.getByRole("button", { name: /^Ver compras da fatura/ })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await person.say("gastei 50 no nubank")).toContain("O cartão Nubank está arquivado");

      await archived.getByRole("button", { name: "Desarquivar Nubank" }).click();
      await expect(archived).toBeHidden();
      await expect(
        page.getByRole("article", { name: "Nubank" }).getByRole("region", { name: /^Próxima fatura/ }),
      ).toContainText("fone");
    });
  });
});
