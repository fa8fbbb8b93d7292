import { BILLING_RECORDS_YEARS } from "@tostao/core/billing/retention";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { publicConfig } from "~/lib/public-config";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Conta excluída | Tostão",
    description:
      "O que foi apagado quando você excluiu sua conta do Tostão, o que a lei obriga a guardar e por quanto tempo.",
    path: "/conta-excluida",
    noindex: true,
  });

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Where the dashboard lands after erasing an account (LGPD art. 18, VI): what went and what stays. */
export default function ContaExcluida() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-2xl space-y-8 px-4 py-12">
        <div className="space-y-3 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="text-3xl font-extrabold">Sua conta foi excluída</h1>
          <p className="text-muted-foreground">
            Apagamos agora tudo o que o Tostão guardava sobre você, com uma só exceção que a lei impõe.
          </p>
        </div>
        <Block title="O que apagamos">
          <ul className="list-disc space-y-1 pl-5">
            <li>Seus registros de receitas, despesas e investimentos, nos livros pessoal e da empresa.</li>
            <li>
              Categorias, cartões e faturas, limites, metas, compras planejadas, lembretes e despesas fixas.
            </li>
            <li>
              As mensagens trocadas com o Tostão, no WhatsApp e no chat do site, e o que foi lido das suas
              fotos, PDFs e áudios.
            </li>
            <li>Os códigos e links de acesso, os aparelhos conectados e um pedido de afiliado, se havia.</li>
          </ul>
        </Block>
        <Block title="O que a lei nos obriga a guardar, e por quanto tempo">
          <p>
            Os <strong>registros de cobrança</strong> das suas compras: plano, valores e datas dos pagamentos,
            reembolsos, a plataforma de pagamento e o nome, o e-mail e o telefone informados na compra. A
            legislação fiscal exige que quem vende guarde os documentos das vendas por {BILLING_RECORDS_YEARS}{" "}
            anos (Código Tributário Nacional, arts. 173 e 195), e a LGPD permite manter o que uma obrigação
            legal exige (art. 16, I).
          </p>
          <p>
            Eles ficam guardados por {BILLING_RECORDS_YEARS} anos a partir do último evento da assinatura (o
            último pagamento, cancelamento ou reembolso), separados de qualquer conta, e são apagados
            automaticamente depois desse prazo. Não são usados para mais nada.
          </p>
        </Block>
        <Block title="Sua assinatura continua na plataforma de pagamento">
          <p>
            Excluir a conta não cancela a assinatura: se ela ainda renova, cancele na área do comprador da
            plataforma em que você comprou para não ser cobrado de novo. Se precisar de ajuda, escreva para{" "}
            <a className="font-semibold text-primary underline" href={`mailto:${publicConfig.supportEmail}`}>
              {publicConfig.supportEmail}
            </a>
            .
          </p>
        </Block>
        <Block title="No seu WhatsApp">
          <p>
            A conversa com o Tostão continua no seu celular (o WhatsApp guarda uma cópia com você). Para
            apagá-la, use a opção de limpar ou apagar a conversa no próprio WhatsApp.
          </p>
        </Block>
        <Block title="Se mudar de ideia">
          <p>
            Uma nova mensagem para o Tostão começa uma conta nova, vazia: nada do que foi apagado volta.
            Dúvidas sobre seus dados: escreva para o encarregado de dados,{" "}
            <a className="font-semibold text-primary underline" href={`mailto:${publicConfig.dpo.email}`}>
              {publicConfig.dpo.email}
            </a>
            .
          </p>
        </Block>
      </main>
      <SiteFooter />
    </>
  );
}
