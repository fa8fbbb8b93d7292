/**
 * The dashboard's planning forms: what a person types (reais as text, days and selects as
 * strings), read into the bodies of the planning API's schemas (packages/core/src/planning/api.ts).
 */
import { z } from "zod";
import { civilDateSchema, monthSchema, nameSchema, requiredTextSchema } from "../dashboard/fields.ts";
import { emptyAsNull, reaisTextSchema } from "../dashboard/forms.ts";

const optionalReais = emptyAsNull(reaisTextSchema);

const dayText = (what: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === "") return null;
      const day = Number(text);
      if (!/^\d{1,2}$/.test(text) || day < 1 || day > 31) {
        ctx.addIssue({ code: "custom", message: `O dia de ${what} deve ser de 1 a 31.` });
        return z.NEVER;
      }
      return day;
    });

/** A card: a credit card needs its closing and due days to place purchases on bills. */
export const cardFormSchema = z
  .object({
    name: nameSchema("do cartão", 60),
    kind: z.enum(["credit", "debit"], { message: "Escolha crédito ou débito." }),
    limit: optionalReais,
    closingDay: dayText("fechamento"),
    dueDay: dayText("vencimento"),
    billReminders: z.boolean(),
  })
  .superRefine((card, ctx) => {
    if (card.kind !== "credit") return;
    if (card.closingDay === null)
      ctx.addIssue({
        code: "custom",
        path: ["closingDay"],
        message: "Informe o dia de fechamento da fatura.",
      });
    if (card.dueDay === null)
      ctx.addIssue({ code: "custom", path: ["dueDay"], message: "Informe o dia de vencimento da fatura." });
  });
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

/** A monthly limit for an expense category (by name, as the API takes it). */
export const limitFormSchema = z.object({
  category: z.string().trim().min(1, { message: "Escolha a categoria." }),
  amount: reaisTextSchema,
});
export type LimitFormInput = z.input<typeof limitFormSchema>;

export const goalKindLabels = {
  savings: "Juntar dinheiro",
  investment: "Investir",
  debt: "Quitar dívida",
} as const;

/** A goal: what kind, its name, the target and an optional deadline. */
export const goalFormSchema = z.object({
  kind: z.enum(["savings", "investment", "debt"], { message: "Escolha o tipo da meta." }),
  name: nameSchema("da meta", 80),
  target: reaisTextSchema,
  deadline: emptyAsNull(civilDateSchema),
});
export type GoalFormInput = z.input<typeof goalFormSchema>;

/** Money put towards a goal. */
export const goalDepositFormSchema = z.object({
  amount: reaisTextSchema,
  date: civilDateSchema,
});
export type GoalDepositFormInput = z.input<typeof goalDepositFormSchema>;

/** A planned purchase: what, for about how much, in which month. */
export const plannedFormSchema = z.object({
  description: requiredTextSchema(
    "Informe o que você quer comprar.",
    120,
    "A descrição pode ter até 120 caracteres.",
  ),
  amount: optionalReais,
  month: emptyAsNull(monthSchema),
});
export type PlannedFormInput = z.input<typeof plannedFormSchema>;

/** Marking a planned purchase as bought: the day and, if it differs, what it cost. */
export const buyPlannedFormSchema = z.object({
  date: civilDateSchema,
  amount: optionalReais,
});
export type BuyPlannedFormInput = z.input<typeof buyPlannedFormSchema>;
