import type { LucideIcon } from "lucide-react";
import {
  CircleX,
  CreditCard,
  Gauge,
  ReceiptText,
  RotateCcw,
  ShieldCheck,
  Target,
  Wallet,
} from "lucide-react";

/** Anchors of the answers about cards, limits, goals, the subscription and personal data. */
export type MoreTopicId =
  | "ajuda-cartao"
  | "ajuda-fatura"
  | "ajuda-limite"
  | "ajuda-meta"
  | "ajuda-assinatura"
  | "ajuda-cancelar"
  | "ajuda-reembolso"
  | "ajuda-lgpd";

export interface MoreTopic {
  id: MoreTopicId;
  icon: LucideIcon;
  title: string;
  /** One line for the search results. */
  summary: string;
  keywords: readonly string[];
  /** The answer, paragraph by paragraph; examples of messages in “quotes”. */
  paragraphs: readonly string[];
}

/**
 * Answers the search must find beyond the tutorials: cards and bills, limits, goals, the plan,
 * cancelling, the refund and the LGPD. Each is its own anchor, so a search lands on its answer.
 */
export const moreTopics: readonly MoreTopic[] = [
  {
    id: "ajuda-cartao",
    icon: CreditCard,
    title: "Cartões de crédito e débito",
    summary: "Cadastre o cartão com fechamento e vencimento: cada compra cai na fatura certa.",
    keywords: ["cartão", "cartões", "crédito", "débito", "nubank", "fechamento", "vencimento", "parcelas"],
    paragraphs: [
      "Cadastre o cartão no WhatsApp: “meu nubank fecha dia 3 e vence dia 10, limite 5 mil”. Dá para mudar só uma parte depois: “o limite do nubank é 7 mil”.",
      "Uma compra que cita o cartão (“tênis de 399 em 3x no nubank”) entra na fatura certa: feita antes do fechamento, vai na fatura que fecha naquele mês; no dia do fechamento ou depois, na seguinte. Cada parcela (1/3, 2/3, 3/3) vai para uma fatura seguida.",
      "Nos totais do mês, nos limites e nos resumos, cada parcela conta no mês da sua fatura: o tênis soma R$ 133 em cada uma das três faturas, não R$ 399 no mês da compra, e os totais dizem quanto é de parcelas. Se preferir contar a compra inteira no mês em que foi feita, mude em Conta, no painel.",
      "No painel, em Cartões, você vê as faturas de cada cartão, move uma compra para outra fatura e arquiva um cartão que não usa mais (as compras dele continuam lá).",
    ],
  },
  {
    id: "ajuda-fatura",
    icon: ReceiptText,
    title: "Faturas do cartão",
    summary: "Veja quanto está a fatura, pague pelo chat e receba aviso antes do vencimento.",
    keywords: [
      "fatura",
      "faturas",
      "pagar fatura",
      "paguei a fatura",
      "vencimento",
      "aviso",
      "fechada",
      "aberta",
    ],
    paragraphs: [
      "Pergunte “quanto tá a fatura do nubank?”: o Tostão mostra as faturas fechadas ainda não pagas, a fatura aberta (com as datas de fechamento e vencimento), o limite disponível e as parcelas que já estão na próxima.",
      "Ao pagar, mande “paguei a fatura do nubank”. O pagamento é uma transferência, não uma despesa nova: as compras já foram registradas uma a uma, então nada conta duas vezes, e o limite do cartão volta a ficar livre.",
      "O aviso da fatura chega às 10h do dia anterior ao vencimento e no próprio dia. Para desligar, mande “parar lembrete da fatura”.",
    ],
  },
  {
    id: "ajuda-limite",
    icon: Gauge,
    title: "Limites de gastos por categoria",
    summary: "Defina um teto por mês em uma categoria e receba alerta em 80% e 100%.",
    keywords: ["limite", "limites", "teto", "orçamento", "alerta", "estourou", "passou do limite"],
    paragraphs: [
      "Mande “limite de 800 no mercado”. Quando os gastos do mês na categoria passam de 80% e de 100% do limite, o Tostão avisa logo depois do registro, uma vez por mês em cada marca.",
      "Para acompanhar: “como tá meu limite do mercado?” ou “meus limites”. Para tirar: “tira o limite do mercado”. No painel, a página Limites mostra cada um com a barra de progresso, e a Visão geral destaca os que estão em risco.",
      "Os limites fazem parte dos planos Trimestral e Anual.",
    ],
  },
  {
    id: "ajuda-meta",
    icon: Target,
    title: "Metas: juntar, investir ou quitar dívida",
    summary: "Crie uma meta com prazo e veja quanto falta guardar por mês.",
    keywords: ["meta", "metas", "objetivo", "juntar", "economizar", "viagem", "dívida", "quitar", "falta"],
    paragraphs: [
      "Mande “quero juntar 10 mil pra viagem até dezembro”. Depois, “guardei 500 pra viagem” conta para a meta, e a resposta mostra o progresso e, com prazo, quanto falta por mês.",
      "Pergunte “quanto falta pra meta da viagem?” a qualquer momento. Também vale para investir (“quero investir 20 mil até 2027”) e para quitar uma dívida.",
      "No painel, em Metas, você cria, edita, deposita e vê o histórico de cada meta.",
    ],
  },
  {
    id: "ajuda-assinatura",
    icon: Wallet,
    title: "Sua assinatura e seu plano",
    summary: "Veja seu plano, a próxima cobrança ou o fim do acesso na página Conta.",
    keywords: ["assinatura", "plano", "mensal", "trimestral", "anual", "cobrança", "renovação", "pagamento"],
    paragraphs: [
      "Os planos são Mensal, Trimestral e Anual, pagos na plataforma de pagamento em que você comprou. A assinatura renova sozinha no fim de cada período, até você cancelar.",
      "No painel, a página Conta mostra o seu plano, a data da próxima cobrança (ou até quando vai o acesso, se a assinatura foi cancelada) e o link da área do comprador na plataforma de pagamento.",
    ],
  },
  {
    id: "ajuda-cancelar",
    icon: CircleX,
    title: "Como cancelar",
    summary: "Cancele a renovação na plataforma de pagamento; o acesso vai até o fim do período pago.",
    keywords: ["cancelar", "cancelamento", "desistir", "parar de pagar", "encerrar", "sair"],
    paragraphs: [
      "O cancelamento é feito na área do comprador da plataforma de pagamento em que você comprou; o link está na página Conta do painel. Se preferir, fale com o suporte pelo WhatsApp ou e-mail do rodapé.",
      "Depois de cancelar, nada mais é cobrado e o Tostão continua funcionando até o fim do período já pago. Seus registros continuam guardados enquanto a conta existir; para apagar tudo, use Meus dados no painel.",
    ],
  },
  {
    id: "ajuda-reembolso",
    icon: RotateCcw,
    title: "Reembolso e garantia",
    summary: "Garantia de 7 dias (30 dias no plano anual) com o valor devolvido por inteiro.",
    keywords: ["reembolso", "garantia", "devolução", "estorno", "dinheiro de volta", "7 dias", "30 dias"],
    paragraphs: [
      "Você tem 7 dias a partir do primeiro pagamento (30 dias no plano anual) para pedir o reembolso integral, sem precisar explicar o motivo, como garante o Código de Defesa do Consumidor.",
      "Peça pela área do comprador da plataforma de pagamento (o link e a data final da sua garantia estão na página Conta do painel) ou pelo suporte. Confirmado o reembolso, o acesso termina e o Tostão avisa no WhatsApp.",
    ],
  },
  {
    id: "ajuda-lgpd",
    icon: ShieldCheck,
    title: "Seus dados e a LGPD",
    summary: "Baixe uma cópia de tudo o que o Tostão guarda ou exclua a sua conta.",
    keywords: [
      "lgpd",
      "meus dados",
      "privacidade",
      "excluir conta",
      "apagar conta",
      "cópia",
      "exportar dados",
      "titular",
    ],
    paragraphs: [
      "A Lei Geral de Proteção de Dados garante a você acesso a todos os seus dados. No painel, em Meus dados, baixe uma cópia completa (JSON ou planilha): registros, categorias, cartões, faturas pagas, limites, metas, compras planejadas, lembretes, despesas fixas, avisos e mensagens.",
      "Na mesma página você exclui a conta: os dados somem na hora. Só os registros de cobrança (compras e pagamentos da assinatura) ficam guardados pelo prazo da legislação fiscal, 5 anos, e depois são apagados.",
      "Para qualquer outro pedido, escreva para o encarregado de dados pelo e-mail indicado na Política de Privacidade.",
    ],
  },
];
