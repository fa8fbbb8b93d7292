import { HelpFooter } from "~/components/help/help-footer";
import { HelpHeader } from "~/components/help/help-header";
import { HelpSearch } from "~/components/help/help-search";
import { HelpSections } from "~/components/help/help-sections";
import { QuickCards } from "~/components/help/quick-cards";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Central de ajuda | Tostão",
    description:
      "Aprenda a usar o Tostão no WhatsApp: registre gastos por texto, áudio, foto ou PDF, crie lembretes de contas, consulte relatórios e corrija registros.",
    path: "/ajuda",
  });

export default function Ajuda() {
  return (
    <>
      <HelpHeader />
      <main>
        <div className="bg-gradient-to-b from-primary/10 to-background px-4 pt-12 pb-10 sm:pt-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Central de ajuda</p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold sm:text-5xl">Como podemos ajudar?</h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
              Tudo para usar o Tostão no WhatsApp: registrar gastos e receitas, criar lembretes, consultar
              relatórios e corrigir registros.
            </p>
          </div>
          <div className="mt-8">
            <HelpSearch />
          </div>
          <div className="mt-10">
            <QuickCards />
          </div>
        </div>
        <HelpSections />
      </main>
      <HelpFooter />
    </>
  );
}
