import { BarChart3, FileText, LifeBuoy, MessageSquareText } from "lucide-react";
import type { FaqCategory } from "./types";

/** The four FAQ categories; each opens one answer at a time. */
export const faqCategories: readonly FaqCategory[] = [
  {
    id: "faq-registro",
    title: "Registro de gastos e receitas",
    icon: MessageSquareText,
    entries: [
      {
        question: "Como registro uma despesa ou uma receita?",
        answer:
          "Mande uma mensagem para o Tostão no WhatsApp. Despesa: “gastei 50 no mercado” (também servem paguei, comprei e até só “mercado 50”). Receita: “recebi 3.000 de salário” ou “ganhei 200 de freela”. Ele responde confirmando o valor, a data e a categoria.",
      },
      {
        question: "Como escrevo valores e datas?",
        answer:
          "Centavos vão com vírgula (50,90) e o milhar com ponto (1.500 é mil e quinhentos). Também valem R$ 50, 2 mil, 1,5 mil e 50 reais. Sem data, o registro fica para hoje; para outro dia, escreva ontem, anteontem, 7 dias atrás, há 3 dias, dia 12 ou 12/11.",
        important:
          "Um gasto nunca é registrado no futuro: “dia 25” escrito no dia 20 vale para o dia 25 do mês passado.",
      },
      {
        question: "Dá para registrar compras no cartão, no pix e parceladas?",
        answer:
          "Sim. Diga a forma de pagamento na mensagem: “no pix”, “no débito”, “no dinheiro”, “no boleto” ou “no crédito do Nubank”. Para parcelar, informe o total e as parcelas: “TV de 2.400 em 12x”; “12x de 200” também é entendido como 2.400 em 12 parcelas.",
      },
      {
        question: "Registrei errado. Como corrijo ou apago?",
        answer:
          "No WhatsApp, mande “apaga o último” para excluir o registro mais recente ou “corrige o último para 45” para trocar o valor dele. Para qualquer outro registro, use a página Transações do painel, com os ícones de lápis (Editar) e lixeira (Excluir).",
      },
      {
        question: "E se eu esquecer o valor?",
        answer:
          "O Tostão não registra nada pela metade: se você escrever “gastei no mercado”, ele pergunta o valor antes de anotar. Mensagens que não falam de dinheiro nunca viram registro.",
      },
    ],
  },
  {
    id: "faq-documentos",
    title: "Investimentos e Documentos",
    icon: FileText,
    entries: [
      {
        question: "Como registro investimentos e economias?",
        answer:
          "Use investi, apliquei, guardei ou poupei: “apliquei 500 no tesouro”, “guardei 100 na poupança”. O valor vai para Investimentos, separado das despesas e receitas, e não altera o saldo do mês.",
      },
      {
        question: "Quais arquivos posso enviar?",
        answer:
          "Fotos em JPG ou PNG (cupom fiscal, nota, comprovante) e documentos em PDF (boleto, conta, comprovante). O Tostão lê o texto do arquivo e registra o valor encontrado.",
        important:
          "Envie somente a imagem ou somente o documento, sem texto junto. Com legenda, o arquivo não é processado.",
      },
      {
        question: "E se a foto ou o PDF não puder ser lido?",
        answer:
          "Quando falta alguma informação, o Tostão pergunta em vez de adivinhar. Nesse caso, tire outra foto com mais luz e o valor total visível, ou escreva o gasto em texto: “gastei 87,40 na farmácia”.",
      },
    ],
  },
  {
    id: "faq-relatorios",
    title: "Relatórios e análises",
    icon: BarChart3,
    entries: [
      {
        question: "Que perguntas posso fazer sobre o meu dinheiro?",
        answer:
          "Quanto gastou (“quanto gastei essa semana?”), quanto recebeu, quanto investiu, o saldo do período (receitas menos despesas), a categoria em que mais gastou e um resumo geral (“resumo do mês”, “relatório”, “extrato”). Dá para filtrar por categoria: “quanto gastei no mercado este mês?”.",
      },
      {
        question: "Quais períodos o Tostão entende?",
        answer:
          "Hoje, ontem, esta semana (de segunda até hoje), últimos N dias, este mês, mês passado, o nome de um mês (“em outubro”) e este ano. Se você não disser o período, ele responde sobre o mês atual.",
      },
      {
        question: "Onde vejo gráficos e exporto planilhas?",
        answer:
          "No painel web. Mande “painel” no WhatsApp para receber o link de acesso. Lá você filtra por período e categoria, vê gráficos, edita e exclui registros e exporta planilhas.",
      },
    ],
  },
  {
    id: "faq-suporte",
    title: "Suporte e configurações",
    icon: LifeBuoy,
    entries: [
      {
        question: "Meus dados estão seguros?",
        answer:
          "A conversa no WhatsApp é protegida pela criptografia de ponta a ponta do próprio WhatsApp, e as mensagens trafegam criptografadas entre o WhatsApp e os nossos servidores. Não vendemos seus dados nem os compartilhamos com terceiros, exceto com os fornecedores necessários para operar o serviço, como descreve a Política de Privacidade.",
      },
      {
        question: "Quando chegam os lembretes?",
        answer:
          "Às 10h (horário de Brasília) do dia marcado, na mesma conversa do WhatsApp. “Dia 10” já passado neste mês vale para o mês seguinte, e “todo dia 10” repete o aviso todo mês.",
      },
      {
        question: "Como falo com o suporte?",
        answer:
          "Pelo WhatsApp de suporte ou pelo e-mail informados no rodapé desta página. Conte o que aconteceu e, se possível, mande um print da conversa. Para relembrar como usar, mande “ajuda” na conversa com o Tostão.",
      },
    ],
  },
];
