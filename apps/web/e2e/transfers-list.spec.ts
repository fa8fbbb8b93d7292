import { expect, onDevice, openPainel, test } from "./dashboard-fixtures";

// 130 card bills paid from a Nubank account (transfers between the person's own accounts, never
// spending): Transações lists them apart, counted and summed whole, 100 at a time.
const BILLS = 130;

function nubankCsv(): string {
  const lines = ["Data,Valor,Identificador,Descrição"];
  for (let i = 1; i <= BILLS; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`${day}/03/2026,-${i}.00,fatura-${i},Pagamento de fatura`);
  }
  return `${lines.join("\n")}\n`;
}

test.describe("Transfers between the person's accounts", () => {
  onDevice("computador", () => {
    test("are counted and summed whole and listed 100 at a time, then the rest", async ({ page, person }) => {
      const api = page.context().request;
      const upload = await api.post("/api/me/imports", {
        multipart: {
          file: { name: "nubank-marco.csv", mimeType: "text/csv", buffer: Buffer.from(nubankCsv()) },
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { id } = (await upload.json()) as { id: number };
      const confirmed = await api.post(`/api/me/imports/${id}/confirm`, { data: {} });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      expect(person.phone).toBeTruthy();

      await openPainel(page, "/painel/transacoes?periodo=all");
      const section = page.getByTestId("transfers");
      // R$ 1 + … + R$ 130 = R$ 8.515,00.
      await expect(section).toContainText(`Transferências entre suas contas (${BILLS})`);
      await expect(section).toContainText("R$ 8.515,00");
      await section.locator("summary").click();
      const items = section.getByRole("listitem");
      await expect(items).toHaveCount(100);
      await section.getByRole("button", { name: `Mostrar mais (100 de ${BILLS})` }).click();
      await expect(items).toHaveCount(BILLS);
      await expect(section.getByRole("button", { name: /Mostrar mais/ })).toHaveCount(0);
    });
  });
});
