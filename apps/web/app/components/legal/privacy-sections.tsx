import { publicConfig } from "~/lib/public-config";
import type { LegalSection } from "./legal-page";

const { company, dpo } = publicConfig;
const dpoMail = (
  <a className="underline" href={`mailto:${dpo.email}`}>
    {dpo.email}
  </a>
);

export const privacySections: LegalSection[] = [
  {
    title: "Quem é o controlador e como falar conosco",
    body: (
      <>
        <p>
          O controlador dos seus dados pessoais é {company.name}, {company.cnpj}, {company.address}.
        </p>
        <p>
          Nosso encarregado pelo tratamento de dados pessoais (DPO) é {dpo.name}, que pode ser contatado pelo
          e-mail {dpoMail}. É por esse canal que você exerce os direitos descritos nesta política.
        </p>
      </>
    ),
  },
  {
    title: "Quais dados coletamos",
    body: (
      <ul>
        <li>
          <strong>Identificação e contato:</strong> número de WhatsApp, nome e e-mail informados na compra ou
          na conversa.
        </li>
        <li>
          <strong>Conteúdo que você envia:</strong> mensagens de texto, áudios, fotos e documentos (PDF, JPG,
          PNG) mandados ao Tostão, e o texto extraído deles.
        </li>
        <li>
          <strong>Dados financeiros que você registra:</strong> receitas, despesas, investimentos, categorias,
          cartões (apelido, limite, dia de fechamento e vencimento, nunca o número do cartão), lembretes,
          limites e metas.
        </li>
        <li>
          <strong>Assinatura:</strong> plano, situação do pagamento e identificadores enviados pela plataforma
          de pagamento. Não recebemos o número do seu cartão.
        </li>
        <li>
          <strong>Registros de acesso:</strong> endereço IP, data e hora de acesso ao site e ao painel.
        </li>
      </ul>
    ),
  },
  {
    title: "Para que usamos os dados",
    body: (
      <ul>
        <li>
          registrar, organizar e mostrar suas finanças, responder suas perguntas e enviar os lembretes
          pedidos;
        </li>
        <li>dar acesso ao painel web, com códigos de entrada enviados ao seu WhatsApp;</li>
        <li>gerir a assinatura, a cobrança, cancelamentos e reembolsos;</li>
        <li>prestar suporte e avisar sobre mudanças no serviço;</li>
        <li>proteger o serviço contra fraude e abuso e cumprir obrigações legais;</li>
        <li>
          enviar novidades e ofertas, somente se você consentir (e você pode desistir a qualquer momento).
        </li>
      </ul>
    ),
  },
  {
    title: "Bases legais (art. 7º da LGPD)",
    body: (
      <ul>
        <li>
          <strong>Execução de contrato</strong> (art. 7º, V): para prestar o serviço contratado, que é o
          núcleo de tudo o que fazemos com seus dados.
        </li>
        <li>
          <strong>Cumprimento de obrigação legal</strong> (art. 7º, II): para guardar os registros de acesso
          exigidos pelo Marco Civil da Internet e os documentos fiscais da cobrança.
        </li>
        <li>
          <strong>Consentimento</strong> (art. 7º, I): para mensagens de marketing e recursos opcionais. Você
          pode retirar o consentimento quando quiser, sem afetar o serviço.
        </li>
        <li>
          <strong>Legítimo interesse</strong> (art. 7º, IX): para segurança, prevenção a fraudes e melhoria do
          serviço, sempre respeitando seus direitos e expectativas.
        </li>
      </ul>
    ),
  },
  {
    title: "Com quem compartilhamos",
    body: (
      <>
        <p>
          Não vendemos seus dados. Compartilhamos apenas o necessário com operadores que trabalham para nós:
        </p>
        <ul>
          <li>provedores de hospedagem em nuvem, onde ficam os servidores e o banco de dados;</li>
          <li>WhatsApp (Meta Platforms), por onde as mensagens são recebidas e enviadas;</li>
          <li>a plataforma de pagamento, para processar a assinatura e os reembolsos;</li>
          <li>
            provedores de transcrição de áudio e de inteligência artificial, quando usados para entender uma
            mensagem.
          </li>
        </ul>
        <p>
          Esses operadores só podem usar os dados para nos prestar o serviço. Também podemos fornecer dados a
          autoridades quando houver ordem judicial ou obrigação legal.
        </p>
      </>
    ),
  },
  {
    title: "Transferência internacional",
    body: (
      <p>
        Alguns operadores, como o WhatsApp (Meta) e provedores de nuvem e de inteligência artificial,
        processam dados fora do Brasil, principalmente nos Estados Unidos. Essas transferências seguem o art.
        33 da LGPD e a Resolução CD/ANPD nº 19/2024, com cláusulas-padrão contratuais ou outras garantias
        previstas na lei, para que seus dados tenham proteção equivalente à brasileira.
      </p>
    ),
  },
  {
    title: "Por quanto tempo guardamos",
    body: (
      <ul>
        <li>Seus registros financeiros e mensagens: enquanto sua conta estiver ativa.</li>
        <li>
          Fotos, PDFs e áudios que você envia: o arquivo é lido assim que chega e apagado logo depois da
          leitura (em geral em segundos; no máximo alguns minutos, se a leitura precisar ser tentada de novo).
          No WhatsApp, o arquivo fica nos servidores da Meta, que o apagam em até 30 dias; nós só o baixamos
          para ler. Guardamos apenas o que foi lido (valor, data, estabelecimento, chave de acesso do cupom)
          junto do registro criado. A transcrição de um áudio é apagada assim que a mensagem é respondida. Um
          PDF com senha espera a senha por no máximo 30 minutos e é apagado em seguida. A senha que você manda
          é usada só para abrir o arquivo e apagada da conversa logo depois: nunca é guardada.
        </li>
        <li>
          Após o cancelamento, os dados são excluídos ou anonimizados em até 90 dias, salvo se você pedir a
          exclusão antes.
        </li>
        <li>
          Registros de acesso (IP, data e hora): 6 meses, como exige o art. 15 do Marco Civil da Internet (Lei
          12.965/2014).
        </li>
        <li>Dados de cobrança e notas fiscais: pelo prazo exigido pela legislação fiscal (5 anos).</li>
      </ul>
    ),
  },
  {
    title: "Segurança",
    body: (
      <>
        <p>
          Usamos conexão criptografada (HTTPS/TLS), acesso ao painel por código de uso único enviado ao seu
          WhatsApp, controle de acesso restrito para a equipe, cópias de segurança e registro de acessos
          administrativos.
        </p>
        <p>
          Se ocorrer um incidente de segurança que possa trazer risco ou dano relevante a você, comunicaremos
          a ANPD e os titulares afetados em até 3 dias úteis, como determina a Resolução CD/ANPD nº 15/2024, e
          manteremos o registro do incidente.
        </p>
      </>
    ),
  },
  {
    title: "Seus direitos (art. 18 da LGPD)",
    body: (
      <>
        <p>Você pode, a qualquer momento:</p>
        <ul>
          <li>confirmar que tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
          <li>pedir a portabilidade dos dados a outro fornecedor;</li>
          <li>pedir a eliminação dos dados tratados com base no seu consentimento;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>ser informado sobre a possibilidade de não consentir e as consequências disso;</li>
          <li>revogar o consentimento;</li>
          <li>opor-se a tratamento feito em desacordo com a lei;</li>
          <li>peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
      </>
    ),
  },
  {
    title: "Como exercer seus direitos",
    body: (
      <>
        <p>
          Envie seu pedido para o encarregado, {dpoMail}, a partir do e-mail cadastrado ou informando o número
          de WhatsApp da conta. Para proteger você, podemos confirmar a identidade com um código enviado a
          esse número.
        </p>
        <p>
          Respondemos de imediato de forma simplificada ou, com a declaração completa, em até{" "}
          <strong>15 dias</strong> (art. 19 da LGPD). Se pedir uma cópia dos seus dados, você a recebe em
          formato eletrônico, legível e reutilizável. Se não ficar satisfeito, você pode reclamar à ANPD.
        </p>
      </>
    ),
  },
  {
    title: "Armazenamento no navegador",
    body: (
      <>
        <p>
          O site guarda no armazenamento local do navegador (localStorage) a chave <code>theme</code>, com a
          sua escolha de tema (claro, escuro ou o do sistema), e, depois que você entra no painel, a chave{" "}
          <code>signed-in</code>, que só faz o site mostrar “Meu painel” em vez de “Entrar”. Nenhuma delas
          identifica você ou é enviada aos nossos servidores.
        </p>
        <p>
          O painel web usa um cookie de sessão necessário para manter você conectado depois de entrar. Não
          usamos cookies de publicidade. Vídeos incorporados de serviços de vídeo são carregados só quando
          você chega até eles na página, e esses serviços podem aplicar suas próprias políticas.
        </p>
      </>
    ),
  },
  {
    title: "Idade mínima e alterações desta política",
    body: (
      <>
        <p>
          O Tostão é destinado a maiores de 18 anos e não coleta intencionalmente dados de crianças ou
          adolescentes. Se soubermos que isso aconteceu, os dados serão excluídos.
        </p>
        <p>
          Podemos atualizar esta política. A data da última atualização fica no topo da página, e mudanças
          relevantes serão avisadas pelo WhatsApp ou por e-mail antes de valer.
        </p>
      </>
    ),
  },
];
