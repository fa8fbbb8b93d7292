import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { island } from "~/islands/island";
import { cn } from "~/lib/utils";
import { Picture } from "./picture";
import { Section } from "./section";

type View = "mobile" | "desktop";

const views: Record<View, { label: string; icon: typeof Monitor }> = {
  mobile: { label: "No celular", icon: Smartphone },
  desktop: { label: "No computador", icon: Monitor },
};

/** Screens of the web dashboard, mobile first, with a toggle to the desktop layout. */
function Showcase() {
  const [view, setView] = useState<View>("mobile");
  return (
    <Section
      id="painel"
      eyebrow="Painel web"
      title="Seu dinheiro em gráficos, no celular e no computador"
      subtitle="Filtre por período e categoria, edite ou exclua registros, exporte para planilha, acompanhe limites, cartões e lembretes."
    >
      <fieldset className="mx-auto mb-8 flex w-fit gap-1 rounded-xl border border-border bg-muted p-1">
        <legend className="sr-only">Escolha a versão do painel</legend>
        {(Object.keys(views) as View[]).map((key) => {
          const { label, icon: Icon } = views[key];
          return (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              onClick={() => setView(key)}
              className={cn(
                "inline-flex h-11 items-center gap-2 rounded-lg px-4 text-sm font-bold transition-colors",
                view === key ? "bg-primary text-primary-foreground" : "hover:bg-background",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          );
        })}
      </fieldset>
      <div className="flex justify-center">
        {view === "mobile" ? (
          <Picture
            key="mobile"
            name="dashboard-mobile"
            alt="Painel do Tostão no celular: receitas R$ 6.450,00, despesas R$ 3.912,37, saldo R$ 2.537,63 em novembro, despesas por categoria e últimas transações"
            width={390}
            height={844}
            className="w-[300px] rounded-[2rem] border-8 border-neutral-900 shadow-2xl"
          />
        ) : (
          <Picture
            key="desktop"
            name="dashboard-desktop"
            alt="Painel do Tostão no computador: menu lateral, totais de novembro, gráfico de despesas por categoria com limite de Mercado e lista das últimas transações"
            width={1280}
            height={800}
            className="w-full max-w-5xl rounded-xl border border-border shadow-2xl"
          />
        )}
      </div>
    </Section>
  );
}

export const DashboardShowcase = island("dashboard-showcase", Showcase);
