/**
 * Chat answers about accounts, payday and the month ahead (docs/accounts.md): read by core's
 * readAccountsCommand before the parser, answered here from the books.
 */
import {
  type AccountsCommand,
  type Book,
  balancesReply,
  centavos,
  formatBRL,
  fromIso,
  leftoverReply,
  nextPayday,
  type PaydayRule,
  replyQuery,
  saoPauloTodayIso,
  spendUntilPaydayReply,
  toBrazilianDate,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { createAccount, setAccountBalance } from "../books/accounts.ts";
import { personMonthSoFar } from "../books/counting-periods.ts";
import { inOperation } from "../books/operation.ts";
import { periodTotals } from "../books/query-books.ts";
import { type Account, listAccounts, pickAccount } from "./accounts.ts";
import { accountBalances } from "./balances.ts";
import { loadPayday, projectMonthAhead, savePayday } from "./month-ahead.ts";

export interface AccountsChatContext {
  tx: SqlRunner;
  userId: number;
  book: Book;
  now: Date;
  /** The message that asked, kept with the operation a new account or balance is. */
  messageId: number | null;
}

const brl = (n: number) => formatBRL(centavos(n));
const date = (iso: string) => toBrazilianDate(fromIso(iso));

function ruleWords(rule: PaydayRule): string {
  if (rule.kind === "business_day") return `no ${rule.n}º dia útil`;
  if (rule.kind === "day") return `todo dia ${rule.day}`;
  return "no último dia útil";
}

const NO_ACCOUNTS_HINT =
  'ℹ️ Isso é o que entrou menos o que saiu pelos seus registros, não o saldo do banco. Me diga quanto tem em cada conta ("tenho 1.200 no Nubank") e eu passo a mostrar o saldo de cada uma.';

const KIND_NAMES = { checking: "conta", savings: "poupança", wallet: "carteira", card: "cartão" } as const;

function accountList(accounts: readonly Account[]): string {
  if (accounts.length === 0)
    return 'Você ainda não cadastrou contas. Diga, por exemplo, "tenho 1.200 no Nubank" ou "tenho 80 na carteira".';
  return [
    "🏦 Suas contas:",
    ...accounts.map((a) => `• ${a.name} (${KIND_NAMES[a.kind]})`),
    'Para atualizar um saldo: "tenho 1.500 no Nubank".',
  ].join("\n");
}

/** The reply to an accounts command, or null when it is not one this answers here. */
export async function answerAccountsCommand(
  ctx: AccountsChatContext,
  command: AccountsCommand,
): Promise<string | null> {
  const { tx, userId, book } = ctx;
  const today = saoPauloTodayIso(ctx.now);
  switch (command.type) {
    case "balance": {
      const balances = await accountBalances(tx, { userId, book, today });
      if (balances.accounts.length === 0) {
        // No accounts yet: the month's figures from the records, said to be only that.
        const month = await personMonthSoFar(tx, userId, today);
        const soFar = { from: month.from, to: today, by: "months", billMonths: month.billMonths } as const;
        const totals = await periodTotals(tx, userId, soFar, null, book);
        return `${replyQuery({ metric: "balance", from: month.from, to: today, category: null }, totals)}\n${NO_ACCOUNTS_HINT}`;
      }
      if (command.account === null) return balancesReply(balances);
      const accounts = await listAccounts(tx, userId, book);
      const account = pickAccount(accounts, command.account);
      if (!account) return `Não encontrei a conta "${command.account}". ${accountList(accounts)}`;
      return balancesReply(balances, account.name);
    }
    case "accounts":
      return accountList(await listAccounts(tx, userId, book));
    case "set_balance":
    case "create_account": {
      const actor = { userId, book, source: "chat" as const, now: ctx.now, messageId: ctx.messageId };
      const existing = pickAccount(await listAccounts(tx, userId, book), command.account);
      if (existing && command.type === "create_account") return `Você já tem a conta ${existing.name}.`;
      // A new account and its balance are one change: "desfaz" takes both back.
      const done = await inOperation(
        tx,
        actor,
        "account",
        async () => {
          const account =
            existing ??
            (
              await createAccount(tx, actor, {
                name: command.account,
                kind: command.kind,
                bank: command.kind === "wallet" ? null : command.account,
                openingOn: today,
              })
            ).value;
          if (command.type === "set_balance")
            await setAccountBalance(tx, actor, {
              id: account.id,
              amount: command.amount,
              on: today,
              at: ctx.now,
            });
          return account;
        },
        {
          summary: existing
            ? {
                account: existing.name,
                action: "balance",
                amount: command.type === "set_balance" ? command.amount : null,
              }
            : { account: command.account, action: "created" },
        },
      );
      const account = done.value;
      if (command.type === "create_account")
        return `✅ Conta ${account.name} criada. Quanto tem nela hoje? Diga "tenho 500 no ${account.name}".`;
      return `✅ ${existing ? `Saldo de ${account.name} atualizado para` : `Conta ${account.name} criada com saldo`} ${brl(command.amount)} hoje (${date(today)}). O que você registrar nela a partir de agora entra no saldo.`;
    }
    case "payday": {
      const saved = await savePayday(tx, { userId, rule: command.rule, amount: command.amount });
      const next = nextPayday(command.rule, today);
      const salary = saved?.amount ? ` de ${brl(saved.amount)}` : "";
      return `✅ Anotado: seu salário${salary} cai ${ruleWords(command.rule)}. O próximo é em ${date(next)}. Pergunte "quanto posso gastar até o salário?" quando quiser.`;
    }
    case "month_start": {
      const payday = await loadPayday(tx, userId);
      if (!payday)
        return 'Primeiro me diga quando recebe: "recebo todo 5º dia útil" ou "meu salário cai dia 30".';
      await savePayday(tx, { userId, monthStartsOnPayday: command.onPayday });
      return command.onPayday
        ? `✅ Certo: seu mês começa no dia do salário (${ruleWords(payday.rule)}).`
        : "✅ Certo: seu mês começa no dia 1º.";
    }
    case "spend_until": {
      const ahead = await projectMonthAhead(tx, { userId, book, today, until: command.until });
      const reply = spendUntilPaydayReply(ahead);
      if (ahead.endsOn === "payday") return reply;
      // No payday known (or the month's end asked): the same figures up to the month's last day.
      const monthEnd = reply.replace(/^(🗓️|⚠️) Até o salário \(dia [0-9/]+\)/u, "$1 Até o fim do mês");
      return ahead.payday
        ? monthEnd
        : `${monthEnd}\n\nDiga quando recebe ("recebo todo 5º dia útil") e eu conto até o salário.`;
    }
    case "leftover": {
      const payday = await loadPayday(tx, userId);
      const until = payday?.monthStartsOnPayday ? "payday" : "month_end";
      const ahead = await projectMonthAhead(tx, { userId, book, today, until });
      return leftoverReply(ahead, until === "payday" ? "até o salário" : "até o fim do mês");
    }
    case "split":
      return null;
  }
}
