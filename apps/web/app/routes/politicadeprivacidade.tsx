import { LegalPage } from "~/components/legal/legal-page";
import { privacySections } from "~/components/legal/privacy-sections";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Política de privacidade | Tostão",
    description:
      "Como o Tostão trata seus dados pessoais conforme a LGPD: dados coletados, finalidades, bases legais, compartilhamento, retenção, segurança e seus direitos.",
    path: "/politicadeprivacidade",
  });

export default function PoliticaDePrivacidade() {
  return (
    <LegalPage
      title="Política de privacidade"
      intro={
        <p>
          Seus dados financeiros são pessoais. Esta política explica, de acordo com a Lei Geral de Proteção de
          Dados (Lei 13.709/2018), quais dados o Tostão coleta, por que, com quem compartilha, por quanto
          tempo guarda e como você exerce seus direitos.
        </p>
      }
      sections={privacySections}
    />
  );
}
