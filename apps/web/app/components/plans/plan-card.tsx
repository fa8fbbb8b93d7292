import { type Plan, planPriceLabels } from "@tostao/core/plans/catalogue";
import { Check } from "lucide-react";
import { ExternalLink } from "~/components/site/external-link";
import { buttonVariants } from "~/components/ui/button";
import { publicConfig } from "~/lib/public-config";
import { cn } from "~/lib/utils";

/** One plan from the catalogue; the button opens that plan's checkout in a new tab. */
function PlanCard({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 2 | 3 }) {
  const { perMonth, upfront } = planPriceLabels(plan);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-plan={plan.type}
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 pt-8 shadow-sm",
        plan.highlight ? "border-2 border-primary shadow-xl lg:scale-[1.03]" : "border-border",
      )}
    >
      {plan.ribbon ? (
        <p
          className={cn(
            "absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-4 py-1 text-xs font-extrabold tracking-wide",
            plan.highlight ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
          )}
        >
          {plan.ribbon}
        </p>
      ) : null}
      <Heading id={`plan-${plan.id}`} className="text-xl font-extrabold">
        {plan.title}
      </Heading>
      {plan.badge ? (
        <p className="mt-2 w-fit rounded-md bg-primary/10 px-2 py-0.5 text-sm font-bold text-primary">
          {plan.badge}
        </p>
      ) : null}
      <p className="mt-4">
        <span className="text-4xl font-extrabold">{perMonth}</span>
        <span className="text-muted-foreground">/mês</span>
      </p>
      <p className="mt-1 min-h-6 text-sm text-muted-foreground">
        {plan.months === 1
          ? "Cobrança mensal, cancele quando quiser"
          : `${upfront} à vista por ${plan.months} meses`}
      </p>
      <p className="mt-4 text-sm font-semibold">{plan.impactPhrase}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {plan.includes ? <li className="font-bold">Tudo do plano {plan.includes}, mais:</li> : null}
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <ExternalLink
        href={publicConfig.checkout[plan.checkoutKey]}
        className={cn(
          buttonVariants({ variant: plan.highlight ? "default" : "outline", size: "lg" }),
          "mt-6 w-full whitespace-normal text-center font-extrabold",
        )}
      >
        {plan.buttonText}
      </ExternalLink>
    </article>
  );
}

/** The cards of a plan line, in catalogue order. */
export function PlanGrid({ plans, headingLevel }: { plans: readonly Plan[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
