/**
 * The machine-readable result of understanding one message (docs/message-understanding.md).
 * Money is in reais with at most two decimals; dates are YYYY-MM-DD in America/Sao_Paulo.
 * Field names are the contract's own (snake_case where the contract says so).
 */
import type { PeriodCount } from "../calendar/periods.ts";
import type { GoalKind } from "../planning/goals.ts";

export type { GoalKind };

export type RecordKind = "expense" | "income" | "investment";
/** How money left: "voucher" is a meal or food voucher card (VR, VA, Alelo, Ticket, Pluxee…). */
export type PaymentMethod = "credit" | "debit" | "pix" | "cash" | "boleto" | "voucher";

/**
 * Metrics answered from the period's records: totals (version 1), and in version 3 the largest
 * single record ("qual foi meu maior gasto"), how many records ("quantas vezes") and an average
 * per day, week or month ("média por dia").
 */
export type TotalsMetric =
  | "expenses"
  | "income"
  | "balance"
  | "investments"
  | "top_category"
  | "summary"
  | "largest"
  | "count"
  | "average";
/** Every metric a query may ask for. */
export type QueryMetric =
  | TotalsMetric
  | "limit"
  | "card_bill"
  | "goal"
  | "future_purchases"
  | "list"
  | "reminders"
  | "fixed"
  | "instalments_left";

export interface Recurrence {
  day: number;
}

export interface Payment {
  method: PaymentMethod | null;
  card: string | null;
  installments: number;
}

export interface RecordIntent {
  intent: "record";
  kind: RecordKind;
  amount: number;
  date: string;
  category: string;
  description: string;
  recurrence: Recurrence | null;
  payment: Payment | null;
  /** The goal the money was set aside for ("guardei 500 pra viagem"), lower case; absent or null for none. */
  goal?: string | null;
  /**
   * The goal the money was taken out of to pay for it ("tirei 300 da meta da viagem pra pagar o
   * conserto"), as said ("" for "da meta" alone), `loose` as in UnknownIntent's; absent for none.
   */
  from_goal?: { goal: string; loose?: true };
  /** Words read as the vocabulary word one typo away ("mercadp" → "mercado"); absent when none. */
  typos?: { typed: string; read: string }[];
  /**
   * "a pipoca foi 28": the folded words of the thing it names, when the message is only that
   * thing and what it came to. Right after that thing was booked at another amount, the assistant
   * takes it as a correction of it ("restates"); absent otherwise.
   */
  restates?: string;
  /**
   * "o ipva é 1.340": the thing `restates` names was said as what it costs. An open reminder of that
   * name gets the amount instead of a record being booked; absent otherwise.
   */
  costs?: true;
  /**
   * "comprei farinha 45 pra empresa": the record is the business's, whatever book the chat is in
   * (booked there when the plan keeps business books); absent otherwise.
   */
  book?: "business";
  /**
   * The day was said ("ontem", "na terça", "dia 5"); absent when the record is dated today for want
   * of one, so that the conversation may date it ("e 12 de estacionamento" after Monday's lunch).
   */
  dated?: true;
  /**
   * "não coloca 400, coloca 450": said instead of the amount refused (null when none was named).
   * Right after a record of that amount was booked, the record is corrected instead of another
   * booked; absent otherwise.
   */
  instead_of?: number | null;
}

export interface ReminderIntent {
  intent: "reminder";
  description: string;
  amount: number | null;
  date: string;
  recurrence: Recurrence | null;
}

/**
 * "é da empresa" right after a record: the record just booked moves to that book (read by the
 * conversation from a follow-up that names only a book).
 */
export interface MoveToBookIntent {
  intent: "move_to_book";
  book: "personal" | "business";
}

/**
 * "me lembra de pagar o condomínio dia 5", then "o valor é 650": the amount of the reminder just
 * set (read by the conversation from an amount said alone right after it).
 */
export interface ReminderAmountIntent {
  intent: "reminder_amount";
  amount: number;
}

/**
 * "cancela o lembrete da luz", "não precisa mais me lembrar do aluguel": an open reminder removed.
 * `words`: what names it (folded), or null for the one just talked about.
 */
export interface CancelReminderIntent {
  intent: "cancel_reminder";
  words: string | null;
}

interface QueryPeriod {
  intent: "query";
  from: string;
  to: string;
  /**
   * How the books count the period (docs/books.md, "Months"): "esse mês", "março", "este ano" by
   * months; "hoje", "essa semana", "últimos 7 dias", dates said by days, whatever dates they cover.
   */
  by: PeriodCount;
}

/**
 * Filters a question may name besides its period and category (version 3). Absent or null: not
 * named. `text` holds words of a record's description or merchant ("ifood", "uber eats").
 */
export interface QueryFilters {
  text?: string | null;
  payment?: PaymentMethod | null;
  card?: string | null;
  kind?: RecordKind | null;
  book?: "personal" | "business" | null;
  /**
   * "quanto emprestei pro joão?", "quanto o pedro me devolveu?": the question is about loans, which
   * `text` finds by the words they are booked with; `person` is whom, as the answer says it ("pro
   * joão", "do pedro"), null when unsaid.
   */
  loan?: { direction: "lent" | "returned"; person: string | null } | null;
  /** "quanto tenho de parcelas esse mês?": only the parts of purchases paid in instalments. */
  instalments?: true | null;
  /**
   * "quanto gastei sem contar o aluguel?", "tirando o mercado": the records left out, by category
   * (a category's name) or by description words (`text`), as the filters above name them.
   */
  except?: { category: string | null; text: string | null } | null;
}

/** Totals of a period, optionally filtered (category only for expenses and income). */
export interface TotalsQuery extends QueryPeriod, QueryFilters {
  metric: TotalsMetric;
  category: string | null;
  /** For `average`: the unit of time ("média por dia" is day). */
  per?: "day" | "week" | "month";
  /** "gastei mais que mês passado?": the period to compare with. */
  compare?: { from: string; to: string; by: PeriodCount } | null;
}

/** "como tá meu limite do mercado?": one category's limit, or all of them when null. */
export interface LimitQuery extends QueryPeriod {
  metric: "limit";
  category: string | null;
  /** "como tô no mercado?": where the category stands, its limit when it has one, else what was spent. */
  standing?: true;
}

/** "quanto tá a fatura do nubank?": one card's open bill, or every card's when null. */
export interface CardBillQuery extends QueryPeriod {
  metric: "card_bill";
  card: string | null;
}

/** "quanto falta pra meta da viagem?": one goal's progress, or every goal's when null. */
export interface GoalQuery extends QueryPeriod {
  metric: "goal";
  goal: string | null;
}

/** "quais compras eu planejei?". */
export interface FuturePurchasesQuery extends QueryPeriod {
  metric: "future_purchases";
}

/** "lista meus gastos de hoje": the records themselves, optionally of one kind and category. */
export interface ListQuery extends QueryPeriod, Omit<QueryFilters, "kind"> {
  metric: "list";
  kind: RecordKind | null;
  category: string | null;
}

/** "quais são meus lembretes?": reminders due from `from` to `to` (today onwards). */
export interface RemindersQuery extends QueryPeriod {
  metric: "reminders";
}

/**
 * "quais são minhas contas fixas?": the active fixed items and what they add up to a month;
 * "quais minhas assinaturas?": those of one category.
 */
export interface FixedItemsQuery extends QueryPeriod {
  metric: "fixed";
  category?: string;
}

/**
 * "quanto falta pagar do celular?", "quantas parcelas faltam?": the parts of purchases in
 * instalments still to come, of the purchases whose description has `text` (every one when null).
 */
export interface InstalmentsLeftQuery extends QueryPeriod {
  metric: "instalments_left";
  text: string | null;
}

export type QueryIntent =
  | TotalsQuery
  | LimitQuery
  | CardBillQuery
  | GoalQuery
  | FuturePurchasesQuery
  | ListQuery
  | RemindersQuery
  | FixedItemsQuery
  | InstalmentsLeftQuery;

export interface IncompleteIntent {
  intent: "incomplete";
  kind: RecordKind;
  missing: ["amount"];
  /** What is known so far, so the next message can complete it. */
  category?: string;
  description?: string;
  date?: string;
  /** "paguei o condomínio no pix": how it was paid, when said. */
  payment?: Payment;
  /** Parts already agreed ("foi em 12x" after a refused count), for the amount still asked. */
  installments?: number;
  /** "dividi o uber com a ana": the amount asked is the whole bill's, shared by this many people. */
  shared?: { people: number; names?: string[] };
  /**
   * "dividi a conta de 100 com a galera": shared by a group of unsaid size, so the amount asked is
   * the person's own part (of `total` reais, when the whole bill was said).
   */
  part?: { total?: number };
  /**
   * "uns 40 e poucos" ([40]), "uns 40 ou 50" ([40, 50]): amounts said without the exact one, in
   * reais; the exact amount is asked.
   */
  roughly?: number[];
  /**
   * "o uber deu 30 e 20": R$ 30,20 or two amounts (reais, here [30, 20]), with `roughly` [30.2, 50];
   * which is asked.
   */
  apart?: [number, number];
  /** "quase 50": the one amount in `roughly` is a little more than what was paid. */
  almost?: true;
  /**
   * "10x de uns 200", "12x de cerca de 150", "6x de 300 mais ou menos": the person's own words of
   * doubt, said back in the question before the amount (or after it, with `after`).
   */
  doubt?: { words: string; after?: true };
  /**
   * "12x de 150 e poucos": `roughly` is each instalment's (in `payment.installments` parts), and so
   * is the answer, booked times the count.
   */
  perPart?: true;
  /**
   * "comprei 2 ou 3 camisetas de 40": the counts said ([2, 3]) and the price after them (reais);
   * the total is asked, and one of the counts said back is that many at that price.
   */
  counts?: { said: [number, number]; price: number };
  /**
   * "comprei 2 camisetas", "tomei 4 cerveja": how many things, their price unsaid; an answer of each
   * one's price ("40 cada") is booked times the count, one of all of them ("45 os dois") as said.
   */
  count?: number;
  /** "jantar 40 euros": the amount said in another currency (`amount` in its units); reais are asked. */
  foreign?: { amount: number; currency: ForeignCurrency };
}

/** Currencies said with an amount that is not reais. */
export type ForeignCurrency = "EUR" | "USD";

/**
 * A correction of a record: only the fields that are not null change. Without `target` it is
 * the last record; with one ("o aluguel era 1500" → "aluguel") it is the recent record those
 * words name.
 */
export interface EditLastIntent {
  intent: "edit_last";
  amount: number | null;
  category: string | null;
  date: string | null;
  description: string | null;
  /** Words naming the record to correct, lower case without accents; absent or null: the last one. */
  target?: string | null;
  /** "era no crédito", "foi no nubank": how it was paid. */
  payment?: { method: PaymentMethod | null; card: string | null } | null;
  /** "muda o limite pra 300": the limit talked about, not a record (its category from the conversation). */
  of?: "limit";
  /** "ops, foram 12x", "era em 10x", "foi à vista": how many instalments the purchase has. */
  installments?: number;
  /** "foi tudo no débito", "coloca os dois em lazer": every record the last message booked. */
  all?: true;
  /**
   * With `all`: "os dois", "ambos" said, so two records are meant even when each was booked by a
   * message of its own ("almocei 42", "e 20 de estacionamento", "foi no débito os dois").
   */
  both?: true;
  /** "o aluguel é fixo", "isso é todo mês, dia 5": the record becomes a fixed monthly item (its own day when null). */
  fixed?: { day: number | null };
  /** "o de ontem foi 25": the record named by its day alone (ISO); `date` is a day it moves to. */
  day?: string;
  /** "o de 45 foi no crédito", "aquele de 80 era 68": the record named by its amount (reais). */
  was?: number;
  /** "não, deixa como tava": the correction just made goes back (nothing else changes). */
  revert?: true;
  /**
   * "não coloca em alimentação": the category the record must NOT go to, with `category` null (which
   * one is asked); never a move into it.
   */
  not_category?: string;
}

/** "apaga os dois últimos": removes the `count` most recent records (1 when no number is said). */
export interface DeleteLastIntent {
  intent: "delete_last";
  count: number;
  /** "apaga o uber": words naming the record among the recent ones (folded), instead of the newest. */
  target?: string;
  /** "exclui o mercado de ontem": the day of the record named. */
  date?: string | null;
  /** "apaga o uber de 32": the amount of the record named, in reais. */
  amount?: number | null;
  /** "apaga o último gasto", "exclui a última receita": the newest record of that kind. */
  kind?: RecordKind;
  /**
   * "esquece, desisti", "desconsidera esse": the record just booked is taken back (the records of
   * the message that just booked several); nothing when nothing was just booked.
   */
  taken_back?: true;
  /**
   * "duplicou", "apaga o repetido", "lancei o café duas vezes": a record said to be booked twice,
   * the copy to go.
   */
  doubled?: true;
}

export type CardKind = "credit" | "debit";

/**
 * Registers a card or updates one; fields the message does not give are null. `name` is null
 * when the message refers to the card just talked about ("o limite dele é 4 mil").
 */
export interface CardIntent {
  intent: "card";
  name: string | null;
  kind: CardKind;
  limit: number | null;
  closing_day: number | null;
  due_day: number | null;
}

/** A monthly spending limit for one category; `amount: null` removes it. */
export interface LimitIntent {
  intent: "limit";
  category: string;
  amount: number | null;
}

/** A savings, investment or debt-payoff goal; `amount: null` when the message gives none. */
export interface GoalIntent {
  intent: "goal";
  goal_kind: GoalKind;
  name: string;
  amount: number | null;
  deadline: string | null;
  /**
   * "aumenta a meta pra 25 mil", "muda pra 18 mil" right after a goal was set: the target of a
   * goal already set changes (`name` "": the goal talked about, or the person's only one).
   */
  retarget?: true;
}

/** Something the person plans to buy: never a record, no money moved yet. */
export interface FuturePurchaseIntent {
  intent: "future_purchase";
  description: string;
  amount: number | null;
  date: string | null;
}

export type SimpleIntent = {
  intent: "dashboard_link" | "help" | "greeting" | "thanks" | "insult" | "delete_all";
  /** With "thanks": a goodbye with no thanks in it ("tchau", "falou"). */
  goodbye?: true;
};

/**
 * Money that may or may not be the person's to record: another person's ("minha esposa gastou
 * 200 no mercado"), a record asked as a question ("gastei 50 no mercado?") or said with doubt
 * ("acho que gastei uns 200"), a habit ("gasto uns 250 de ifood por mês"), a price that may be
 * of each thing counted ("2 camisetas de 50"). The assistant asks
 * back with the reading and records only on a yes.
 */
export interface ConfirmRecordIntent {
  intent: "confirm_record";
  reason:
    | "other_person"
    | "question"
    | "doubt"
    | "habit"
    | "shared"
    | "each"
    | "arrived"
    | "own_business"
    | "direction"
    | "days";
  /**
   * For `shared`: the whole bill in reais and how many shared it (the record is the person's part),
   * and the people named with the person ("com o pedro": ["pedro"]), folded.
   */
  shared?: { total: number; people: number; names?: string[] };
  /** For `each`: "2 camisetas de 50" read as 2 × R$ 50 (the record is the product), asked. */
  each?: { count: number; price: number };
  /**
   * For `direction` ("fiz 200 na feira": sold or bought?): the money read as come in, booked on
   * "recebi" / "vendi"; `record` is the money spent, booked on "gastei" / "comprei".
   */
  income?: RecordIntent;
  /**
   * For `days` ("gastei 20 de uber ontem e anteontem": 20 each day, or 20 in all?): the days said, in
   * the order said; `record` is the amount in all, on the latest of them.
   */
  days?: string[];
  record: RecordIntent;
}

/** "se eu gastar 200 no mercado…": what would happen, never a record. */
export interface WhatIfIntent {
  intent: "what_if";
  kind: RecordKind;
  amount: number;
  category: string | null;
  description: string;
}

/**
 * An elliptical follow-up ("e semana passada?", "e no mercado?", "e no nubank?"): what it
 * changes in the last question asked; the conversation supplies the rest.
 */
export interface FollowUpIntent extends QueryFilters {
  intent: "follow_up";
  from?: string;
  to?: string;
  /** How the period said counts (with `from` and `to`). */
  by?: PeriodCount;
  category?: string | null;
  /** "e no total?", "e no geral?": the last question without its filters, except those said here. */
  all?: boolean;
  /** "compara com outubro", "e comparado com mês passado?": the period said is the one compared with. */
  compare?: true;
}

/** Money moves the product does not make: transfers, paying a bill, advice on what to buy. */
export interface UnsupportedIntent {
  intent: "unsupported";
  what: "transfer" | "payment" | "investment_advice" | "loan" | "bank_connection";
}

/** "posso mandar áudio?", "vc lê nota fiscal?": what the product can take in. */
export interface CapabilityIntent {
  intent: "capability";
  what: "audio" | "photo" | "pdf" | "statement" | "group" | "languages" | "bot" | "other";
}

/** A date the calendar does not have ("30/02", "31 de abril", "2026-02-30"); `year` null when not said. */
export interface InvalidDate {
  day: number;
  month: number;
  year: number | null;
}

/**
 * A message that is understood as nothing; `invalid_date` when it named a day that does not
 * exist, so the answer can say so instead of recording it on another day.
 */
export interface UnknownIntent {
  intent: "unknown";
  invalid_date?: InvalidDate;
  /** More parts than the books take (MAX_INSTALMENTS), as said: nothing is booked. */
  too_many_instalments?: number;
  /**
   * With `too_many_instalments`: the purchase it was said of, read without the parts ("comprei uma
   * tv de 3000 em 99x" → R$ 3.000 of tv; without an amount, an `incomplete`), for "foi em 12x".
   */
  purchase?: RecordIntent | IncompleteIntent;
  /**
   * "comprei um fone de 200 parcelado": bought in instalments, how many unsaid; `purchase` is the
   * purchase, booked once the count is answered ("foi em 4x").
   */
  instalments_unsaid?: true;
  /**
   * What the message seemed to be about, so the answer's examples fit it: a number alone
   * ("amount"), a wish with no plan ("wish"), a card, a goal, a limit, a question, money that
   * did not move ("not_spent"), money borrowed from someone ("borrowed": money in, not earnings),
   * the person's own money that only changed place ("moved": a withdrawal, between their accounts),
   * a debt said but not paid ("owed"), a price quoted but not paid ("quote": `amount` is the price),
   * what the record just booked was made of ("breakdown": `amount` is that record's).
   */
  hint?:
    | "amount"
    | "wish"
    | "card"
    | "goal"
    | "limit"
    | "question"
    | "record"
    | "relative"
    | "not_spent"
    | "borrowed"
    | "moved"
    | "owed"
    | "quote"
    | "habits"
    | "share_back"
    | "breakdown";
  /** With `hint: "amount"` or `"quote"`: the amount said alone or quoted, in reais ("3.899" is R$ 3.899,00). */
  amount?: number;
  /** With `hint: "amount"`: said instead of an amount refused ("não coloca 400, é 450"); see `RecordIntent`. */
  instead_of?: number | null;
  /**
   * With `hint: "moved"`: money taken back out of a goal ("tirei 300 da meta da viagem"), in reais,
   * on `date`; `goal` as said, "" for "da meta" alone (the person's only goal); `loose` when it was
   * said as a box or a reserve ("da caixinha da viagem", "da reserva"), a goal only if one has that name.
   */
  from_goal?: { goal: string; loose?: true; amount: number; date: string };
  /**
   * With `hint: "goal"`: money to be taken out of a goal, not yet ("vou tirar 100 da meta da
   * viagem"): nothing moves, whether it was done is asked (`later`: said of a day to come, "amanhã
   * tiro 100 da meta": nothing to ask yet). The goal as `from_goal` says it.
   */
  goal_out_planned?: { goal: string; loose?: true; amount: number; later?: true };
  /**
   * With `hint: "amount"`: the amount is what the parts said after a total leave of it ("gastei
   * 100: 60 no mercado e 30 na farmácia" leaves 10): the total, in reais, and the day it was said of.
   */
  rest?: { of: number; date: string };
  /**
   * With `hint: "share_back"`: the ids of the person's part of the shared bill paid back (one share
   * less to come back; set in the conversation, never by the parser).
   */
  share_of?: number[];
  /**
   * With `hint: "quote"`: the money is owed, not a price seen: a purchase or a charge said not paid
   * yet ("comprei um tênis de 300 mas ainda não paguei", "comprei fiado 50", "o encanador cobrou 180
   * mas não paguei ainda").
   */
  unpaid?: true;
}

/**
 * "a netflix subiu pra 59,90", "cancelei a netflix": the person's fixed item named by `target`
 * (folded words) gets a new amount from now on, or stops when `amount` is null.
 */
export interface FixedChangeIntent {
  intent: "fixed_change";
  target: string;
  amount: number | null;
}

export type Interpretation =
  | RecordIntent
  | FixedChangeIntent
  | ReminderIntent
  | CancelReminderIntent
  | MoveToBookIntent
  | ReminderAmountIntent
  | QueryIntent
  | IncompleteIntent
  | EditLastIntent
  | DeleteLastIntent
  | CardIntent
  | LimitIntent
  | GoalIntent
  | FuturePurchaseIntent
  | ConfirmRecordIntent
  | WhatIfIntent
  | FollowUpIntent
  | UnsupportedIntent
  | CapabilityIntent
  | SimpleIntent
  | UnknownIntent;

export type IntentName = Interpretation["intent"];
