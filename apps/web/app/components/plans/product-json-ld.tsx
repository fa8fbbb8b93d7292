import { personalPlans, planSchemaPrice } from "@tostao/core/plans/catalogue";
import { publicConfig } from "~/lib/public-config";

/** schema.org Product with one Offer per personal plan, built from the plan catalogue. */
function productJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Tostão",
    description:
      "Assistente financeiro pessoal no WhatsApp: registra receitas, despesas e investimentos por texto, áudio, foto ou PDF, lembra das contas e mostra relatórios em um painel web.",
    brand: { "@type": "Brand", name: "Tostão" },
    image: `${publicConfig.publicUrl}/og-image.png`,
    url: `${publicConfig.publicUrl}/`,
    offers: personalPlans.map((plan) => ({
      "@type": "Offer",
      name: plan.title,
      price: planSchemaPrice(plan),
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      url: publicConfig.checkout[plan.checkoutKey],
    })),
  };
}

/** The JSON-LD block; "<" is escaped so the JSON can never close the script element. */
export function ProductJsonLd() {
  const json = JSON.stringify(productJsonLd()).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON built from constants
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
