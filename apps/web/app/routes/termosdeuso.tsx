import { LegalPage } from "~/components/legal/legal-page";
import { termsSections } from "~/components/legal/terms-sections";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Termos de uso | Tostão",
    description:
      "Termos de uso do Tostão: o serviço, planos e renovação, direito de arrependimento de 7 dias, garantia, cancelamento, idade mínima e responsabilidades.",
    path: "/termosdeuso",
  });

export default function TermosDeUso() {
  return (
    <LegalPage
      title="Termos de uso"
      intro={
        <p>
          Leia com atenção: estas são as regras para usar o Tostão, o assistente financeiro no WhatsApp.
          Escrevemos em linguagem simples, sem deixar de fora nada que seja importante para você.
        </p>
      }
      sections={termsSections}
    />
  );
}
