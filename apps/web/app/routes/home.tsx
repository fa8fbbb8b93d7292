import { publicConfig } from "~/lib/public-config";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Tostão | Controle financeiro pelo WhatsApp com IA",
    description:
      "Mande “gastei 50 no mercado” no WhatsApp e o Tostão organiza suas finanças: despesas, receitas, lembretes de contas e relatórios.",
    path: "/",
  });

export default function Home() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Tostão</p>
      <h1 className="text-4xl font-extrabold leading-tight">Seu dinheiro sob controle, direto no WhatsApp</h1>
      <p className="text-lg text-muted-foreground">
        Escreva “gastei 50 no mercado ontem” e o Tostão anota, organiza por categoria e responde quanto você
        gastou na semana. Sem planilha e sem aplicativo novo para aprender.
      </p>
      <a
        href={publicConfig.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-12 w-fit items-center rounded-lg bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90"
      >
        FALE CONOSCO
      </a>
    </main>
  );
}
