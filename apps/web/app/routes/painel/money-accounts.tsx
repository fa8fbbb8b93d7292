import { useQuery } from "@tanstack/react-query";
import {
  type AccountBalanceView,
  type AccountFormInput,
  type AccountView,
  accountFormSchema,
  accountKindLabels,
  accountKinds,
  balanceFormSchema,
  moneyAccountEndpoints,
} from "@tostao/core/dashboard/money-accounts";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PaydaySection } from "~/features/dashboard/accounts/payday-form";
import { Dialog } from "~/features/dashboard/dialog";
import { EditorForm, MoneyField, TextField, useEditorForm } from "~/features/dashboard/editor";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { meKey } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Contas | Tostão");

type Row = AccountView & { description: string; at: AccountBalanceView | null };

const moves = (n: number) => (n === 1 ? "1 movimentação" : `${n} movimentações`);

/**
 * Where the person's money sits (conta corrente, poupança, carteira, cartões) with each balance:
 * the balance told (or the bank's, from a statement) plus what moved since. The same accounts as
 * the chat's "tenho 2.000 no nubank"; then the salary's day and the month's start.
 */
export default function MoneyAccountsPage() {
  const list = useQuery({
    queryKey: [...meKey, "accounts"],
    queryFn: () => callApi(moneyAccountEndpoints.list),
  });
  const balances = list.data?.balances;
  const [stating, setStating] = useState<Row | null>(null);
  const items = (list.data?.items ?? []).map(
    (a): Row => ({ ...a, description: a.name, at: balances?.accounts.find((b) => b.id === a.id) ?? null }),
  );
  return (
    <div className="space-y-6">
      <ListPage
        title="Contas"
        newLabel="Nova conta"
        newTitle="Nova conta"
        editTitle="Editar conta"
        intro={
          <div className="space-y-1">
            {balances && balances.accounts.length > 0 ? (
              <p className="text-lg" data-testid="accounts-total">
                Total nas contas: <strong className="tabular-nums">{brl(balances.total)}</strong>
                {balances.estimate ? (
                  <span className="text-sm text-muted-foreground"> (estimado)</span>
                ) : null}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              O saldo de cada conta é o que você informou (ou o do último extrato importado) mais o que entrou
              e saiu nela depois. No chat também funciona: “tenho 2.000 no Nubank”. Cartões mostram o que está
              em aberto e ficam fora do total.{" "}
              <Link to="/painel/importar" className="underline underline-offset-2">
                Importar extrato
              </Link>
            </p>
          </div>
        }
        query={list}
        loadError="Não foi possível carregar suas contas."
        items={items}
        empty={"Nenhuma conta ainda. Crie aqui ou diga no chat: “tenho 1.200 no Nubank”."}
        details={(a) => (
          <>
            {accountKindLabels[a.kind]}
            {a.at
              ? a.at.estimate
                ? ` · estimado: saldo de ${brDate(a.at.since)} + ${moves(a.at.movesSince)}`
                : ` · saldo de ${brDate(a.at.since)}`
              : ""}
            {a.at && a.at.unassigned > 0
              ? ` · inclui ${a.at.unassigned === 1 ? "1 registro sem conta" : `${a.at.unassigned} registros sem conta`}`
              : ""}
          </>
        )}
        amount={(a) => (a.at ? brl(a.at.balance) : null)}
        actions={(a) => (
          <Button
            variant="ghost"
            size="icon"
            className="size-9 shrink-0"
            aria-label={`Informar saldo de ${a.name}`}
            onClick={() => setStating(a)}
          >
            <Wallet aria-hidden="true" />
          </Button>
        )}
        removeTitle="Excluir conta?"
        removeNote="os registros dela continuam nos seus registros, só deixam de contar nesta conta."
        remove={(a) => callApi(moneyAccountEndpoints.archive, { params: { id: a.id } })}
        removed="Conta excluída"
        form={(initial, done) => <AccountForm initial={initial} onDone={done} />}
      >
        <Dialog
          open={stating !== null}
          onClose={() => setStating(null)}
          title={stating ? `Saldo de ${stating.name}` : "Saldo"}
        >
          {stating ? <BalanceForm account={stating} onDone={() => setStating(null)} /> : null}
        </Dialog>
      </ListPage>
      <PaydaySection />
    </div>
  );
}

function AccountForm({ initial, onDone }: { initial: Row | null; onDone: () => void }) {
  const editor = useEditorForm({
    schema: accountFormSchema,
    defaults: {
      name: initial?.name ?? "",
      kind: initial?.kind ?? "checking",
      balance: "",
    } satisfies AccountFormInput,
    save: (v) =>
      initial
        ? callApi(moneyAccountEndpoints.update, {
            params: { id: initial.id },
            body: { name: v.name, kind: v.kind },
          })
        : callApi(moneyAccountEndpoints.create, {
            body: { name: v.name, kind: v.kind, openingBalanceCents: v.balance, openingOn: todayIso() },
          }),
    onDone,
    done: () => (initial ? "Conta atualizada" : "Conta criada"),
  });
  const { form, errors: e, field } = editor;
  return (
    <EditorForm editor={editor}>
      <TextField id="account-name" label="Nome (ex.: Nubank, Carteira)" {...field("name")} />
      <FormField id="account-kind" label="Tipo" error={e.kind?.message}>
        <Select {...form.register("kind")}>
          {accountKinds.map((k) => (
            <option key={k} value={k}>
              {accountKindLabels[k]}
            </option>
          ))}
        </Select>
      </FormField>
      {initial ? null : <MoneyField id="account-balance" label="Saldo hoje (R$)" {...field("balance")} />}
    </EditorForm>
  );
}

/** What is in the account now ("tenho 2.000 no nubank"): movements recorded from now on count after it. */
function BalanceForm({ account, onDone }: { account: Row; onDone: () => void }) {
  const editor = useEditorForm({
    schema: balanceFormSchema,
    defaults: { balance: account.at ? reaisInput(account.at.balance) : "" },
    save: (v) =>
      callApi(moneyAccountEndpoints.setBalance, {
        params: { id: account.id },
        body: { balanceCents: v.balance },
      }),
    onDone,
    done: () => `Saldo de ${account.name} atualizado`,
  });
  return (
    <EditorForm editor={editor}>
      <p className="text-sm text-muted-foreground">
        O que tem na conta agora. O que você registrar nela a partir de agora entra no saldo.
      </p>
      <MoneyField id="account-stated" label="Saldo hoje (R$)" {...editor.field("balance")} />
    </EditorForm>
  );
}
