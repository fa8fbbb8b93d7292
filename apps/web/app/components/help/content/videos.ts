import { BarChart3, BellRing, Camera, FileText, MessageSquareText, Mic, PiggyBank } from "lucide-react";
import type { VideoGroup } from "./types";

/** The seven tutorials, in the two groups the page shows. Embed ids come from the server config. */
export const videoGroups: readonly VideoGroup[] = [
  {
    title: "Registro de gastos e receitas",
    videos: [
      {
        id: "help-1",
        title: "Registro por texto",
        duration: "0:45",
        thumbnail: "help-1",
        icon: MessageSquareText,
        description:
          "Escreva do seu jeito, como falaria com um amigo: o Tostão entende o valor, a data, a categoria e a forma de pagamento.",
        steps: [
          "Abra a conversa com o Tostão no WhatsApp.",
          "Escreva o que aconteceu: “gastei 50 no mercado” ou “recebi 3.000 de salário”.",
          "Se quiser, diga quando e como pagou: “ontem”, “dia 12/11”, “no pix”, “no crédito do Nubank em 3x”.",
          "Confira a resposta do Tostão com o valor, a data e a categoria registrados.",
        ],
        tip: "Use gastei, paguei ou comprei para despesas e recebi ou ganhei para receitas. Centavos vão com vírgula: 50,90.",
      },
      {
        id: "help-2",
        title: "Registro por áudio",
        duration: "0:38",
        thumbnail: "help-2",
        icon: Mic,
        description:
          "Sem tempo para digitar? Grave uma mensagem de voz: o Tostão transcreve o áudio e registra como se fosse texto.",
        steps: [
          "Segure o botão de microfone na conversa com o Tostão.",
          "Fale com calma o valor e o que foi: “gastei trinta reais de uber hoje”.",
          "Solte para enviar e aguarde a confirmação por escrito.",
        ],
        tip: "Fale um registro de cada vez, em lugar sem barulho, e diga o valor por extenso ou em números.",
      },
      {
        id: "help-3",
        title: "Registro por foto ou documento",
        duration: "0:52",
        thumbnail: "help-3",
        icon: Camera,
        description:
          "Fotografe o cupom fiscal ou o comprovante e mande para o Tostão: ele lê o texto da imagem e registra o valor.",
        steps: [
          "Tire uma foto nítida do cupom ou comprovante, com boa luz e o valor total visível.",
          "Envie a imagem (JPG ou PNG) sozinha, sem legenda.",
          "Aguarde a leitura: o Tostão responde com o que entendeu ou pergunta o que faltou.",
        ],
        tip: "Envie apenas a imagem ou apenas o documento, sem texto junto; com legenda, a mensagem não é processada.",
      },
    ],
  },
  {
    title: "Recursos avançados",
    videos: [
      {
        id: "help-4",
        title: "Investimentos e economias",
        duration: "0:41",
        thumbnail: "help-4",
        icon: PiggyBank,
        description:
          "Registre o dinheiro que você guarda ou investe. Ele fica separado das despesas e receitas, para o saldo do mês não ficar distorcido.",
        steps: [
          "Use uma das palavras de investimento: investi, apliquei, guardei ou poupei.",
          "Escreva o valor e onde: “apliquei 500 no tesouro” ou “guardei 200 na poupança”.",
          "Pergunte “quanto investi este mês?” para ver o total investido.",
        ],
        tip: "Investimentos não entram no saldo (receitas menos despesas): são somados à parte.",
      },
      {
        id: "help-5",
        title: "Registro por PDF",
        duration: "0:47",
        thumbnail: "help-5",
        icon: FileText,
        description:
          "Boletos, contas e comprovantes em PDF também valem: o Tostão lê o texto do arquivo e registra o valor.",
        steps: [
          "No WhatsApp, toque no clipe e escolha Documento.",
          "Selecione o PDF do boleto, da conta ou do comprovante.",
          "Envie o arquivo sozinho, sem mensagem junto, e confira a resposta.",
        ],
        tip: "Mande só o documento, sem texto. Se o PDF for uma foto digitalizada, o Tostão lê a imagem de cada página.",
      },
      {
        id: "help-6",
        title: "Lembretes de pagamento",
        duration: "0:56",
        thumbnail: "help-6",
        icon: BellRing,
        description:
          "Peça para ser lembrado de uma conta e receba o aviso no WhatsApp às 10h do dia marcado.",
        steps: [
          "Escreva “me lembra de pagar a luz dia 10”.",
          "Inclua o valor se quiser: “me lembra de pagar o aluguel de 1.200 dia 5”.",
          "Para contas de todo mês, diga “todo dia 10”; para datas próximas, “amanhã” ou “daqui a 3 dias”.",
          "No dia marcado, às 10h, o Tostão manda o lembrete.",
        ],
        tip: "“Dia 10” depois que o dia 10 já passou vale para o mês seguinte; o lembrete nunca fica no passado.",
      },
      {
        id: "help-7",
        title: "Relatórios e análises",
        duration: "0:59",
        thumbnail: "help-7",
        icon: BarChart3,
        description:
          "Pergunte sobre o seu dinheiro em português: gastos, receitas, saldo, investimentos e a categoria em que você mais gastou.",
        steps: [
          "Pergunte “quanto gastei essa semana?” ou “quanto gastei no mercado este mês?”.",
          "Peça o saldo (“qual meu saldo do mês?”) ou “em que categoria gastei mais?”.",
          "Mande “resumo do mês” para uma visão geral.",
          "Para gráficos e filtros, mande “painel” e abra o painel.",
        ],
        tip: "Sem período na pergunta, o Tostão considera o mês atual. Também entende hoje, ontem, últimos 7 dias, mês passado e o nome do mês.",
      },
    ],
  },
];
