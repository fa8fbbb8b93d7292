import { expect, type Locator, type Page } from "@playwright/test";

// The steps of the dashboard's dialogs, as a person takes them: open one, fill it, save it,
// and delete an item through its confirmation.

/** Clicks `button` (on the page or inside `within`, such as a row) and returns the dialog titled `title`. */
export async function openDialog(
  page: Page,
  button: string,
  title: string | RegExp,
  within: Page | Locator = page,
) {
  await within.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: title });
}

/** Presses a dialog's Salvar. */
export const save = (dialog: Locator) => dialog.getByRole("button", { name: "Salvar" }).click();

/** Fills a dialog's fields, found by their labels. */
export async function fillIn(dialog: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
}

/** Presses Salvar and expects the form to refuse, showing each of `errors`. */
export async function saveRefused(dialog: Locator, ...errors: string[]) {
  await save(dialog);
  for (const error of errors) await expect(dialog.getByText(error)).toBeVisible();
}

/** Presses Salvar and expects the dialog to close. */
export async function saveClosing(dialog: Locator) {
  await save(dialog);
  await expect(dialog).toBeHidden();
}

/**
 * Deletes the list item named `name` the way a person does: its Excluir asks first (the dialog
 * `title` says `says`), Cancelar keeps the item as it was, and Excluir in the dialog deletes it:
 * the toast `done` confirms and the item leaves the list.
 */
export async function removeAfterConfirming(
  page: Page,
  item: Locator,
  { name, title, says, done }: { name: string; title: string; says: string; done: string },
) {
  const before = (await item.textContent()) ?? "";
  const button = `Excluir ${name}`;
  const confirm = await openDialog(page, button, title, item);
  await expect(confirm).toContainText(says);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveText(before);
  await item.getByRole("button", { name: button }).click();
  await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
}
