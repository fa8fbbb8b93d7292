import { Link } from "react-router";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Página não encontrada | Tostão",
    description: "O endereço que você abriu não existe no site do Tostão.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-5 p-6 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-3xl font-bold">Página não encontrada</h1>
      <p className="text-muted-foreground">
        O endereço que você abriu não existe ou mudou de lugar. Confira o link ou volte para o início.
      </p>
      <Link
        to="/"
        className="inline-flex h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90"
      >
        Voltar para o início
      </Link>
    </main>
  );
}
