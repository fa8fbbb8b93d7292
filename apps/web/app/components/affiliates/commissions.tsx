import { commissionFor, commissionTiers, exampleSaleCentavos } from "@tostao/core/affiliates/commission";
import { formatBRL } from "@tostao/core/money";
import { Award, Crown, Medal } from "lucide-react";
import { cn } from "~/lib/utils";
import { AffiliateSection } from "./affiliate-section";
import { COMMISSIONS_ID } from "./copy";

const icons = { standard: Medal, veteran: Award, elite: Crown } as const;

export function Commissions() {
  const sale = formatBRL(exampleSaleCentavos);
  return (
    <AffiliateSection
      id={COMMISSIONS_ID}
      titleId="commissions-title"
      title="Comissões que crescem com você"
      className="scroll-mt-20 bg-muted/60"
    >
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Você começa com 40% desde a primeira venda e sobe de nível conforme o seu volume de vendas cresce.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {commissionTiers.map((tier) => {
          const Icon = icons[tier.id];
          const elite = tier.id === "elite";
          return (
            <li
              key={tier.id}
              className={cn(
                "flex flex-col rounded-2xl border bg-card p-6 text-card-foreground",
                elite ? "border-primary shadow-lg" : "border-border",
              )}
            >
              <div className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="text-lg font-bold">Nível {tier.name}</h3>
              </div>
              <p className="mt-4 text-5xl font-extrabold text-primary">{tier.percent}%</p>
              <p className="mt-1 text-sm text-muted-foreground">de comissão por venda</p>
              <p className="mt-4 pb-6 text-sm font-semibold">{tier.when}</p>
              <p className="mt-auto border-t border-border pt-4 text-sm text-muted-foreground">
                Numa venda de {sale}, você recebe
              </p>
              <p className="text-2xl font-extrabold">
                {formatBRL(commissionFor(exampleSaleCentavos, tier.id))}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Exemplo calculado sobre uma venda de {sale}. A comissão é creditada na plataforma de pagamentos assim
        que a venda é aprovada e paga por Pix.
      </p>
    </AffiliateSection>
  );
}
