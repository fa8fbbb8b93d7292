import type { Transaction } from "@tostao/core/dashboard/transactions";
import {
  type BillDto,
  type CardDto,
  moveToBillInputSchema,
  planningEndpoints,
} from "@tostao/core/planning/api";
import { FormField } from "~/components/ui/form-field";
import { Dialog } from "~/features/dashboard/dialog";
import { EditorForm, useEditorForm } from "~/features/dashboard/editor";
import { brDate, brl, longMonth } from "~/features/dashboard/format";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";

/**
 * "Mover para outra fatura": puts one purchase (or one instalment part) on another open bill of
 * its card, by hand (the server keeps the choice if the purchase is ever placed again).
 */
export function MoveToBillDialog({
  card,
  bill,
  item,
  onClose,
}: {
  card: CardDto;
  bill: BillDto;
  item: Transaction | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} title="Mover para outra fatura">
      {item ? <MoveForm key={item.id} card={card} bill={bill} item={item} onDone={onClose} /> : null}
    </Dialog>
  );
}

function MoveForm({
  card,
  bill,
  item,
  onDone,
}: {
  card: CardDto;
  bill: BillDto;
  item: Transaction;
  onDone: () => void;
}) {
  // Only open bills: a paid one keeps what it had.
  const options = card.bills.filter((b) => !b.paid && b.month !== bill.month);
  const editor = useEditorForm({
    schema: moveToBillInputSchema,
    defaults: { month: options.find((b) => b.month > bill.month)?.month ?? options[0]?.month ?? "" },
    save: (v) => callApi(planningEndpoints.moveToBill, { params: { id: item.id }, body: v }),
    onDone,
    done: () => "Compra movida para outra fatura",
  });
  const part = item.installment ? ` (parcela ${item.installment.number}/${item.installment.count})` : "";
  return (
    <EditorForm editor={editor}>
      <p>
        <strong>{item.description || item.category || "Compra"}</strong>
        {part}: {brl(item.amountCents)}, hoje na fatura de {longMonth(bill.month)}.
      </p>
      <FormField id="move-bill-month" label="Nova fatura" error={editor.errors.month?.message}>
        <Select id="move-bill-month" {...editor.form.register("month")}>
          {options.map((b) => (
            <option key={b.month} value={b.month}>
              {longMonth(b.month)} · vence {brDate(b.dueOn)}
            </option>
          ))}
        </Select>
      </FormField>
      <p className="text-sm text-muted-foreground">
        A compra passa a contar no total e no pagamento da fatura escolhida.
      </p>
    </EditorForm>
  );
}
