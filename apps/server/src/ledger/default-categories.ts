import type { RecordKind } from "@tostao/core";

/** The categories every new person starts with (message contract, "Default categories"). */
export const defaultCategories: ReadonlyArray<{ name: string; kind: RecordKind }> = [
  ...[
    "Alimentação",
    "Mercado",
    "Transporte",
    "Moradia",
    "Contas",
    "Saúde",
    "Educação",
    "Lazer",
    "Compras",
    "Assinaturas",
    "Pets",
    "Viagem",
    "Cuidados pessoais",
    "Impostos e taxas",
    "Dívidas",
    "Presentes e doações",
    "Outros",
  ].map((name) => ({ name, kind: "expense" as const })),
  ...["Salário", "Freelance", "Vendas", "Rendimentos", "Reembolso", "Outras receitas"].map((name) => ({
    name,
    kind: "income" as const,
  })),
  { name: "Investimentos", kind: "investment" },
];

/** Where a record lands when its category is not one of the person's. */
export const fallbackCategory: Record<RecordKind, string> = {
  expense: "Outros",
  income: "Outras receitas",
  investment: "Investimentos",
};
