import { EXTENDED_GUARANTEE_DAYS, GUARANTEE_DAYS } from "@tostao/core/plans/catalogue";
import { Link } from "react-router";
import { publicConfig } from "~/lib/public-config";
import type { LegalSection } from "./legal-page";

const { company } = publicConfig;

export const termsSections: LegalSection[] = [
  {
    title: "Aceitação destes termos",
    body: (
      <p>
        Estes Termos de Uso regem o uso do Tostão, serviço oferecido por {company.name} ({company.cnpj}), com
        sede em {company.address}. Ao contratar um plano, conversar com o Tostão no WhatsApp ou usar o painel
        web, você declara que leu e concorda com estes termos e com a nossa{" "}
        <Link className="underline" to="/politicadeprivacidade">
          Política de Privacidade
        </Link>
        . Se não concordar, não use o serviço.
      </p>
    ),
  },
  {
    title: "O que é o Tostão",
    body: (
      <>
        <p>
          O Tostão é um assistente de finanças pessoais que funciona por mensagens no WhatsApp e por um painel
          web. Você envia receitas, despesas, investimentos, despesas fixas e lembretes por texto, áudio, foto
          ou documento (PDF, JPG, PNG), e o Tostão os registra e organiza por categoria. Você também pode
          perguntar, por exemplo, quanto gastou hoje, nos últimos 7 dias ou no mês, qual o saldo do mês e em
          que categoria mais gastou.
        </p>
        <p>
          No painel web você filtra, edita e exclui registros, vê gráficos, exporta planilhas, define limites
          de gasto, acompanha compras planejadas, lembretes e cartões.
        </p>
      </>
    ),
  },
  {
    title: "Cadastro, idade mínima e conta",
    body: (
      <>
        <p>
          O Tostão é destinado a pessoas com <strong>18 anos ou mais</strong>. Ao contratar, você declara ter
          pelo menos 18 anos e plena capacidade civil.
        </p>
        <p>
          Sua conta é vinculada ao número de WhatsApp informado na compra. Você é responsável por manter o
          acesso a esse número e ao aparelho: quem tiver acesso ao seu WhatsApp poderá consultar e alterar
          seus registros. Avise-nos pelo suporte se perder o número ou o aparelho.
        </p>
      </>
    ),
  },
  {
    title: "Planos, pagamento e renovação",
    body: (
      <>
        <p>
          O Tostão é oferecido nos planos mensal, trimestral e anual, com os preços exibidos na página{" "}
          <Link className="underline" to="/planos">
            Planos
          </Link>{" "}
          no momento da compra. O pagamento é processado por uma plataforma de pagamentos parceira, em página
          própria; não recebemos nem guardamos o número do seu cartão.
        </p>
        <p>
          Salvo cancelamento, a assinatura é renovada ao fim de cada período pelo mesmo valor e forma de
          pagamento. Qualquer mudança de preço será avisada com antecedência e só vale a partir da renovação
          seguinte.
        </p>
      </>
    ),
  },
  {
    title: "Direito de arrependimento e garantia",
    body: (
      <>
        <p>
          Como a contratação é feita pela internet, você pode desistir em até{" "}
          <strong>{GUARANTEE_DAYS} dias</strong> corridos a partir da compra (art. 49 do Código de Defesa do
          Consumidor) e receber de volta tudo o que pagou, sem precisar dar justificativa. Além disso, o plano
          pessoal tem garantia de satisfação de {GUARANTEE_DAYS} dias com reembolso integral; no plano anual
          essa garantia é estendida para <strong>{EXTENDED_GUARANTEE_DAYS} dias</strong>.
        </p>
        <p>
          Para desistir, escreva “cancelar” ao Tostão no WhatsApp ou envie um e-mail para{" "}
          <a className="underline" href={`mailto:${publicConfig.supportEmail}`}>
            {publicConfig.supportEmail}
          </a>
          . Confirmamos o recebimento do pedido imediatamente e solicitamos o estorno à plataforma de
          pagamento e à administradora do cartão, conforme o Decreto 7.962/2013. O prazo para o valor aparecer
          na fatura depende da administradora do cartão.
        </p>
      </>
    ),
  },
  {
    title: "Cancelamento da assinatura",
    body: (
      <p>
        Você pode cancelar a renovação a qualquer momento, pelo WhatsApp ou pelo e-mail de suporte. Fora dos
        prazos de arrependimento e garantia, o cancelamento interrompe as próximas cobranças e o acesso
        continua até o fim do período já pago. Seus dados são tratados após o cancelamento como descrito na
        Política de Privacidade.
      </p>
    ),
  },
  {
    title: "Uso permitido",
    body: (
      <>
        <p>Você se compromete a usar o Tostão para organizar as suas próprias finanças e a não:</p>
        <ul>
          <li>enviar conteúdo ilícito, ofensivo ou que viole direitos de terceiros;</li>
          <li>tentar acessar contas, dados ou sistemas de outras pessoas;</li>
          <li>enviar mensagens automatizadas em massa ou sobrecarregar o serviço;</li>
          <li>copiar, revender ou explorar comercialmente o serviço sem autorização.</li>
        </ul>
        <p>
          Podemos suspender contas que descumprirem estas regras, depois de avisar quando isso for possível.
        </p>
      </>
    ),
  },
  {
    title: "Limites do serviço",
    body: (
      <>
        <p>
          O Tostão é uma ferramenta de organização. Ele não é banco, instituição de pagamento nem consultoria
          de investimentos, e não movimenta o seu dinheiro. As informações exibidas servem para o seu controle
          pessoal e não substituem orientação profissional.
        </p>
        <p>
          O Tostão interpreta mensagens automaticamente e confirma cada registro na resposta. Confira as
          confirmações: se algo for entendido errado, peça para corrigir ou apagar o último registro, ou
          ajuste pelo painel web. Buscamos manter o serviço disponível 24 horas por dia, 7 dias por semana,
          mas podem ocorrer interrupções para manutenção ou por falhas de terceiros, como o próprio WhatsApp.
        </p>
      </>
    ),
  },
  {
    title: "Propriedade intelectual",
    body: (
      <p>
        A marca Tostão, o site, o painel, os textos e o software pertencem à empresa {company.name} (
        {company.cnpj}). Os dados que você registra são seus: você pode exportá-los em planilha pelo painel e
        baixar uma cópia completa a qualquer momento, em Meus dados.
      </p>
    ),
  },
  {
    title: "Privacidade e dados pessoais",
    body: (
      <p>
        Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018). Quais
        dados coletamos, para quê, com quem compartilhamos, por quanto tempo guardamos e como exercer seus
        direitos estão na{" "}
        <Link className="underline" to="/politicadeprivacidade">
          Política de Privacidade
        </Link>
        , que faz parte destes termos.
      </p>
    ),
  },
  {
    title: "Alterações destes termos",
    body: (
      <p>
        Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. A data da última
        atualização fica no topo desta página. Mudanças relevantes serão avisadas pelo WhatsApp ou por e-mail
        com pelo menos 15 dias de antecedência; se não concordar, você pode cancelar antes de elas valerem.
      </p>
    ),
  },
  {
    title: "Legislação, foro e contato",
    body: (
      <p>
        Estes termos seguem as leis do Brasil, em especial o Código de Defesa do Consumidor. Fica eleito o
        foro do seu domicílio. Dúvidas e reclamações:{" "}
        <a className="underline" href={`mailto:${publicConfig.supportEmail}`}>
          {publicConfig.supportEmail}
        </a>{" "}
        ou pelo WhatsApp de suporte.
      </p>
    ),
  },
];
