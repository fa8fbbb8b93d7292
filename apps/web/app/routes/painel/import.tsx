import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  accountKindLabels,
  type ImportPreview,
  type ImportPreviewEntry,
  type ImportPreviewPart,
  type ImportResult,
  importEndpoints,
  importPreviewSchema,
  moneyAccountEndpoints,
} from "@tostao/core/dashboard/money-accounts";
import { operationEndpoints } from "@tostao/core/dashboard/operations";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { brDate, brl } from "~/features/dashboard/format";
import { meKey, useCategories } from "~/features/dashboard/queries";
import { ApiError, callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";
import { cn } from "~/lib/utils";

export const meta = () => privateMeta("Importar extrato | Tostão");

const ACTION_LABELS: Record<ImportPreviewEntry["action"], string> = {
  new: "Novo",
  matches_record: "Já registrado",
  imported_before: "Já importado",
};

const KIND_LABELS: Record<ImportPreviewEntry["booksKind"], string> = {
  expense: "Despesa",
  income: "Receita",
  investment: "Investimento",
  transfer: "Transferência",
};

/**
 * Sends the file as multipart (the JSON client does not carry files); the server's pt-BR message on
 * refusal. `side` reads a file that does not say whether it is an account's or a card's as that side.
 */
async function uploadStatement(
  file: File,
  accountId: string,
  side?: ImportPreviewPart["side"],
): Promise<ImportPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  if (accountId) form.append("accountId", accountId);
  if (side) form.append("side", side);
  let response: Response;
  try {
    response = await fetch("/api/me/imports", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", "Sem conexão com o servidor. Verifique sua internet e tente de novo.");
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok)
    throw new ApiError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? "Não consegui ler esse extrato.",
    );
  return importPreviewSchema.parse(body);
}

type Step =
  | { type: "pick" }
  | { type: "preview"; preview: ImportPreview; file: File }
  | { type: "done"; fileName: string; result: ImportResult }
  | { type: "undone"; fileName: string };

// The last import stays at hand in this tab (back from Transações, "Desfazer importação" is still here).
const LAST_IMPORT = "tostao:last-import";

function lastImport(): Step {
  try {
    const saved = JSON.parse(sessionStorage.getItem(LAST_IMPORT) ?? "null") as {
      fileName: string;
      result: ImportResult;
    } | null;
    return saved ? { type: "done", ...saved } : { type: "pick" };
  } catch {
    return { type: "pick" };
  }
}

export default function ImportPage() {
  const [step, setStepState] = useState<Step>(lastImport);
  const setStep = (next: Step) => {
    if (next.type === "done")
      sessionStorage.setItem(LAST_IMPORT, JSON.stringify({ fileName: next.fileName, result: next.result }));
    else sessionStorage.removeItem(LAST_IMPORT);
    setStepState(next);
  };
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Importar extrato</h1>
        <p className="text-muted-foreground">
          Traga o extrato da conta ou a fatura do cartão (OFX, CSV ou XLSX, como o banco exporta). Você
          confere antes, e nada é registrado duas vezes.
        </p>
      </div>
      {step.type === "pick" ? (
        <PickFile onRead={(preview, file) => setStep({ type: "preview", preview, file })} />
      ) : step.type === "preview" ? (
        <PreviewStep
          key={step.preview.id}
          preview={step.preview}
          file={step.file}
          onReread={(preview) => setStep({ type: "preview", preview, file: step.file })}
          onCancel={() => setStep({ type: "pick" })}
          onDone={(result) => setStep({ type: "done", fileName: step.preview.fileName, result })}
        />
      ) : step.type === "done" ? (
        <DoneStep
          result={step.result}
          onUndone={() => setStep({ type: "undone", fileName: step.fileName })}
          onAnother={() => setStep({ type: "pick" })}
        />
      ) : (
        <section className="space-y-3 rounded-2xl border border-border p-4" aria-label="Importação desfeita">
          <p role="status" className="font-semibold">
            Importação desfeita: nada de {step.fileName} ficou nos seus registros.
          </p>
          <Button variant="outline" onClick={() => setStep({ type: "pick" })}>
            Importar outro extrato
          </Button>
        </section>
      )}
    </div>
  );
}

function PickFile({ onRead }: { onRead: (preview: ImportPreview, file: File) => void }) {
  const fileId = useId();
  const accountId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [account, setAccount] = useState("");
  const accounts = useQuery({
    queryKey: [...meKey, "accounts"],
    queryFn: () => callApi(moneyAccountEndpoints.list),
  });
  const read = useMutation({
    mutationFn: () => uploadStatement(file as File, account),
    onSuccess: (preview) => onRead(preview, file as File),
  });
  return (
    <form
      className="space-y-4 rounded-2xl border border-border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (file) read.mutate();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={fileId} className="block text-sm font-medium">
          Arquivo do extrato
        </label>
        <input
          id={fileId}
          type="file"
          accept=".ofx,.csv,.xlsx,.txt,application/x-ofx,text/csv"
          className="block w-full text-sm"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={accountId} className="block text-sm font-medium">
          Conta
        </label>
        <select
          id={accountId}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        >
          <option value="">A do banco do arquivo (criada se ainda não existir)</option>
          {accounts.data?.items.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name} · {accountKindLabels[a.kind]}
            </option>
          ))}
        </select>
      </div>
      {read.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(read.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={!file || read.isPending}>
        <Upload aria-hidden="true" /> {read.isPending ? "Lendo…" : "Ler extrato"}
      </Button>
    </form>
  );
}

function PreviewStep({
  preview,
  file,
  onReread,
  onCancel,
  onDone,
}: {
  preview: ImportPreview;
  file: File;
  onReread: (preview: ImportPreview) => void;
  onCancel: () => void;
  onDone: (result: ImportResult) => void;
}) {
  const client = useQueryClient();
  const categories = useCategories();
  const [changed, setChanged] = useState<Map<number, string>>(new Map());
  const confirm = useMutation({
    mutationFn: () =>
      callApi(importEndpoints.confirm, {
        params: { id: preview.id },
        body: { categories: [...changed].map(([index, category]) => ({ index, category })) },
      }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: meKey });
      onDone(result);
    },
  });
  const cancel = useMutation({
    mutationFn: () => callApi(importEndpoints.cancel, { params: { id: preview.id } }),
    onSettled: onCancel,
  });
  // The file read again as the other side, or into the account picked: this offer is dropped, a new one made.
  const reread = useMutation({
    mutationFn: async (to: { side?: ImportPreviewPart["side"]; accountId?: string }) => {
      await callApi(importEndpoints.cancel, { params: { id: preview.id } });
      return uploadStatement(file, to.accountId ?? "", to.side);
    },
    onSuccess: onReread,
  });
  const parts = [preview, ...preview.more];
  // A file of several statements: the account picked for one, beside those the others go to already.
  const picking = (at: number, accountId: number) =>
    parts.length === 1
      ? String(accountId)
      : parts.map((p, i) => (i === at ? accountId : (p.account.id ?? ""))).join(",");
  const choosing = parts.some((p) => p.accountChoices.length > 0);
  const fresh = parts.reduce((n, p) => n + p.counts.new, 0);
  const namesOf = (kind: ImportPreviewEntry["booksKind"]) =>
    (categories.data?.items ?? []).filter((c) => c.kind === kind).map((c) => c.name);
  return (
    <section aria-label="Conferir o extrato" className="space-y-4">
      {parts.length > 1 ? (
        <p className="font-semibold" data-testid="import-parts">
          Esse arquivo traz {parts.length} extratos, cada um para a sua conta. Confira cada um: eles são
          importados juntos.
        </p>
      ) : null}
      {parts.map((part, at) => (
        <PreviewPart
          key={part.id}
          part={part}
          onReread={(side) => reread.mutate({ side })}
          onPickAccount={(accountId) => reread.mutate({ accountId: picking(at, accountId) })}
          rereading={reread.isPending}
          changed={changed}
          onChange={(index, category) => setChanged(new Map(changed).set(index, category))}
          namesOf={namesOf}
        />
      ))}
      {confirm.isError || reread.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(confirm.error ?? reread.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => confirm.mutate()}
          disabled={choosing || confirm.isPending || cancel.isPending || reread.isPending}
        >
          {fresh === 0
            ? "Concluir (nada novo)"
            : `Importar ${fresh} ${fresh === 1 ? "lançamento" : "lançamentos"}`}
        </Button>
        <Button variant="outline" onClick={() => cancel.mutate()} disabled={confirm.isPending}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}

/** One statement of the file: where its entries go, what is new, and each entry with its category. */
function PreviewPart({
  part,
  changed,
  onChange,
  namesOf,
  onReread,
  onPickAccount,
  rereading,
}: {
  part: ImportPreviewPart;
  changed: ReadonlyMap<number, string>;
  onChange: (index: number, category: string) => void;
  namesOf: (kind: ImportPreviewEntry["booksKind"]) => string[];
  onReread: (side: ImportPreviewPart["side"]) => void;
  onPickAccount: (accountId: number) => void;
  rereading: boolean;
}) {
  const { counts } = part;
  const period = part.from && part.to ? `${brDate(part.from)} a ${brDate(part.to)}` : "período não informado";
  const card = part.account.kind === "card";
  return (
    <section aria-label={`Extrato para ${part.account.name}`} className="space-y-4">
      <div className="space-y-1 rounded-2xl border border-border p-4">
        <p className="font-semibold">
          {[part.side === "card" ? "Fatura" : "Extrato", part.bank].filter(Boolean).join(" ")} · {period}
        </p>
        {part.accountChoices.length > 0 ? (
          <div className="space-y-2 rounded-md bg-muted/50 p-2 text-sm" data-testid="import-account-choice">
            <p>
              Você tem {part.accountChoices.length} {card ? "cartões" : "contas"}
              {part.bank ? ` ${part.bank}` : ""} e o arquivo não diz o número: em qual importar?
            </p>
            <div className="flex flex-wrap gap-2">
              {part.accountChoices.map((a) => (
                <Button
                  key={a.id}
                  variant="outline"
                  size="sm"
                  disabled={rereading}
                  onClick={() => onPickAccount(a.id)}
                >
                  {a.name}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {card ? "Cartão" : "Conta"}: {part.account.name}
            {part.account.id === null ? " (nova, criada ao importar)" : ""}
          </p>
        )}
        <p className="text-sm" data-testid="import-counts">
          {counts.new} {counts.new === 1 ? "lançamento novo" : "lançamentos novos"} · {counts.matches_record}{" "}
          já registrados por você · {counts.imported_before} já importados
        </p>
        <p className="text-sm">
          Entram {brl(part.newIn)} e saem {brl(part.newOut)} com o que é novo.
        </p>
        {part.closingBalance ? (
          <p className="text-sm" data-testid="import-closing">
            {card
              ? `Total da fatura: ${brl(-part.closingBalance.amount)}. Ao importar, é o que o cartão fica devendo${part.closingBalance.date ? ` em ${brDate(part.closingBalance.date)}` : ""}.`
              : `Saldo no fim do extrato: ${brl(part.closingBalance.amount)}. Ao importar, fica como o saldo da conta${part.closingBalance.date ? ` em ${brDate(part.closingBalance.date)}` : ""}.`}
          </p>
        ) : null}
        <SideNote part={part} onReread={onReread} rereading={rereading} />
        {part.unreadable > 0 && (
          <p className="text-sm text-destructive" data-testid="import-unreadable">
            {part.unreadable === 1
              ? "1 linha do arquivo parece um lançamento, mas não entendi a data ou o valor dela e ela ficou de fora."
              : `${part.unreadable} linhas do arquivo parecem lançamentos, mas não entendi a data ou o valor delas e elas ficaram de fora.`}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-2xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Lançamentos do extrato para {part.account.name}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="p-2">Data</th>
              <th className="p-2">Descrição</th>
              <th className="p-2">Tipo</th>
              <th className="p-2">Categoria</th>
              <th className="p-2 text-right">Valor</th>
              <th className="p-2">Situação</th>
            </tr>
          </thead>
          <tbody>
            {part.entries.map((e) => {
              const names = namesOf(e.booksKind);
              const current = changed.get(e.index) ?? e.category ?? "";
              return (
                <tr
                  key={e.index}
                  className={cn("border-t border-border", e.action !== "new" && "opacity-60")}
                >
                  <td className="whitespace-nowrap p-2">{brDate(e.date)}</td>
                  <td className="p-2" title={e.raw}>
                    {e.description}
                  </td>
                  <td className="p-2">
                    {KIND_LABELS[e.booksKind]}
                    {e.pairedAccount ? (
                      <span className="block text-xs text-muted-foreground">
                        {e.direction === "in" ? "de" : "para"} {e.pairedAccount}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    {e.action === "new" && e.booksKind !== "transfer" && names.length > 0 ? (
                      <select
                        aria-label={`Categoria de ${e.description}`}
                        className="h-8 rounded-md border border-input bg-background px-2"
                        value={current}
                        onChange={(ev) => onChange(e.index, ev.target.value)}
                      >
                        {current && !names.includes(current) ? (
                          <option value={current}>{current}</option>
                        ) : null}
                        {current ? null : <option value="">Outros</option>}
                        {names.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    ) : (
                      (e.category ?? "—")
                    )}
                  </td>
                  <td
                    className={cn(
                      "whitespace-nowrap p-2 text-right tabular-nums",
                      e.direction === "in"
                        ? "text-emerald-700 dark:text-emerald-400"
                        : "text-rose-700 dark:text-rose-400",
                    )}
                  >
                    {e.direction === "in" ? "+" : "-"}
                    {brl(e.amount)}
                  </td>
                  <td className="p-2">{ACTION_LABELS[e.action]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const signList = (signs: readonly string[]) =>
  signs.length < 2 ? (signs[0] ?? "") : `${signs.slice(0, -1).join(", ")} e ${signs.at(-1)}`;

/**
 * What the file did not say and was read anyway: a card bill known by its lines, or an account
 * assumed (with the card's signs seen, if any), and the button that reads it as the other side.
 */
function SideNote({
  part,
  onReread,
  rereading,
}: {
  part: ImportPreviewPart;
  onReread: (side: ImportPreviewPart["side"]) => void;
  rereading: boolean;
}) {
  if (part.sideFrom === null || (part.sideFrom === "lines" && part.side === "account")) return null;
  const card = part.side === "card";
  const text = card
    ? `O arquivo não diz se é conta ou cartão: li como fatura de cartão porque os lançamentos mostram ${signList(part.cardSigns)}.`
    : `O arquivo não diz se é conta ou cartão: li como extrato de conta${
        part.cardSigns.length > 0
          ? ` (há sinal de fatura, ${signList(part.cardSigns)}, mas não o bastante)`
          : ""
      }. Se for fatura, as compras aparecem como entradas.`;
  return (
    <div className="space-y-2 rounded-md bg-muted/50 p-2 text-sm" data-testid="import-side">
      <p>{text}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={rereading}
        onClick={() => onReread(card ? "account" : "card")}
      >
        {card ? "Ler como extrato de conta" : "Ler como fatura de cartão"}
      </Button>
    </div>
  );
}

const lancamentos = (n: number) => `${n} ${n === 1 ? "lançamento" : "lançamentos"}`;

/** What the import did, account by account ("Importados 3 lançamentos em Itaú e 5 em Cartão Itaú."). */
function importedText(result: ImportResult): string {
  const parts = result.parts.length > 0 ? result.parts : [result];
  const names = parts.map((p) => p.account.name);
  const all = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  if (result.added === 0) return `Nada novo: tudo já estava em ${all}.`;
  const each = parts.filter((p) => p.added > 0);
  if (each.length === 1) return `Importados ${lancamentos(result.added)} em ${each[0]?.account.name}.`;
  const [first, ...rest] = each.map((p, i) =>
    i === 0 ? `${lancamentos(p.added)} em ${p.account.name}` : `${p.added} em ${p.account.name}`,
  );
  return `Importados ${first}${rest.length > 1 ? `, ${rest.slice(0, -1).join(", ")}` : ""} e ${rest.at(-1)}.`;
}

function DoneStep({
  result,
  onUndone,
  onAnother,
}: {
  result: ImportResult;
  onUndone: () => void;
  onAnother: () => void;
}) {
  const client = useQueryClient();
  const undo = useMutation({
    mutationFn: (id: number) => callApi(operationEndpoints.undo, { params: { id } }),
    onSuccess: () => {
      toast({ title: "Importação desfeita" });
      void client.invalidateQueries({ queryKey: meKey });
      onUndone();
    },
  });
  return (
    <section aria-label="Extrato importado" className="space-y-3 rounded-2xl border border-border p-4">
      <p role="status" className="font-semibold">
        {importedText(result)}
      </p>
      {result.linked > 0 ? (
        <p className="text-sm text-muted-foreground">
          {result.linked}{" "}
          {result.linked === 1 ? "registro seu foi reconhecido" : "registros seus foram reconhecidos"} no
          extrato e não foram duplicados.
        </p>
      ) : null}
      {result.paired > 0 ? (
        <p className="text-sm text-muted-foreground">
          {result.paired === 1
            ? "1 lançamento era transferência entre suas contas: não conta como gasto nem receita."
            : `${result.paired} lançamentos eram transferências entre suas contas: não contam como gasto nem receita.`}{" "}
          <Link className="underline" to="/painel/transacoes?periodo=all">
            Ver em Transações
          </Link>
        </p>
      ) : null}
      {undo.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(undo.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {result.operationId !== null ? (
          <Button
            variant="outline"
            onClick={() => undo.mutate(result.operationId as number)}
            disabled={undo.isPending}
          >
            Desfazer importação
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/painel/transacoes?periodo=all">Ver transações</Link>
        </Button>
        <Button variant="ghost" onClick={onAnother}>
          Importar outro extrato
        </Button>
      </div>
    </section>
  );
}
