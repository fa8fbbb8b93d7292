import type { Guide } from "./types";

/** The step-by-step guides, one per category badge; the first starts open. */
export const guides: readonly Guide[] = [
  {
    id: "guide-text",
    title: "Como registrar gastos e receitas por texto",
    category: "Básico",
    steps: [
      "Abra a conversa com o Tostão no WhatsApp.",
      "Para uma despesa, comece com gastei, paguei ou comprei: “gastei 50 no mercado”.",
      "Para uma receita, use recebi ou ganhei: “recebi 3.000 de salário”, “ganhei 200 de freela”.",
      "Valores aceitam vírgula nos centavos e ponto no milhar: 50,90, R$ 1.234,56, 2 mil.",
      "Informe a data quando não for hoje: ontem, anteontem, 7 dias atrás ou no formato dd/mm (“dia 12/11”).",
      "Diga como pagou se quiser separar por cartão: “no pix”, “no débito”, “no crédito do Nubank”, “TV de 2.400 em 12x”.",
      "Dois gastos numa mensagem também valem: “gastei 50 no mercado e 30 na farmácia”.",
    ],
    important:
      "Errou? Mande “apaga o último” para excluir o registro mais recente ou “corrige o último para 45” para trocar o valor.",
  },
  {
    id: "guide-audio",
    title: "Como registrar por mensagem de voz",
    category: "Áudio",
    steps: [
      "Na conversa com o Tostão, segure o botão de microfone.",
      "Fale como escreveria: “gastei vinte e cinco reais na padaria hoje”.",
      "Solte para enviar e espere a resposta com o registro confirmado.",
      "Se faltar alguma informação, como o valor, o Tostão pergunta antes de registrar.",
    ],
    important: "Grave um registro por áudio, em ambiente silencioso, falando o valor com clareza.",
  },
  {
    id: "guide-images",
    title: "Como registrar por foto ou documento",
    category: "Imagens",
    steps: [
      "Fotografe o cupom fiscal, a nota ou o comprovante com boa luz e o valor total legível.",
      "Envie a foto (JPG ou PNG) ou o documento em PDF para o Tostão.",
      "Não escreva nada junto: mande só a imagem ou só o documento.",
      "O Tostão lê o texto do arquivo, registra o valor e responde com o que anotou.",
      "PDF com senha (faturas costumam ter): o Tostão pede a senha no chat, usa só para abrir o arquivo e não guarda.",
    ],
    important:
      "Foto ou documento com legenda não é processado. Envie o arquivo sozinho e, se precisar, escreva depois em outra mensagem.",
  },
  {
    id: "guide-investments",
    title: "Como registrar investimentos e economias",
    category: "Investimentos",
    steps: [
      "Use investi, apliquei, guardei ou poupei no começo da mensagem.",
      "Exemplos: “investi 300 em CDB”, “apliquei 500 no tesouro”, “guardei 100 na poupança”.",
      "Para um aporte que se repete, inclua “todo mês”: “investi 200 no tesouro todo mês”.",
      "Pergunte “quanto investi este mês?” para ver o total.",
    ],
    important: "Investimentos ficam separados: não contam como despesa nem entram no saldo do mês.",
  },
  {
    id: "guide-reminders",
    title: "Como criar lembretes de pagamento",
    category: "Lembretes",
    steps: [
      "Comece com “me lembra de”, “me lembre de”, “lembrete” ou “não me deixa esquecer”.",
      "Diga o que pagar e quando: “me lembra de pagar a luz dia 10”.",
      "Inclua o valor se quiser vê-lo no aviso: “lembrete: internet de 120 dia 15”.",
      "Datas aceitas: dia N, dd/mm, amanhã, depois de amanhã, daqui a N dias.",
      "Para contas mensais, use “todo dia 10”: o lembrete se repete todo mês.",
    ],
    important: "O lembrete chega às 10h (horário de Brasília) do dia marcado.",
  },
  {
    id: "guide-fixed",
    title: "Como registrar despesas e receitas fixas",
    category: "Despesas fixas",
    steps: [
      "Para algo que se repete todo mês, use fixo, todo mês, mensal, despesa fixa ou todo dia X.",
      "Exemplos: “paguei 1.500 de aluguel todo dia 5”, “netflix 55,90 fixo”, “despesa fixa academia 99”.",
      "Receitas também: “recebi 4.000 de salário todo dia 5”.",
      "Sem um dia informado, a repetição acontece no mesmo dia do mês do primeiro registro.",
    ],
    important:
      "Use essas palavras só para o que se repete todo mês; um gasto único vai sem elas, senão ele passa a se repetir.",
  },
  {
    id: "guide-reports",
    title: "Como consultar relatórios e análises",
    category: "Relatórios",
    steps: [
      "Pergunte direto no WhatsApp: “quanto gastei essa semana?”, “quanto gastei hoje?”.",
      "Filtre por categoria: “quanto gastei no mercado este mês?”.",
      "Veja o saldo (receitas menos despesas): “qual meu saldo do mês?”.",
      "Descubra onde o dinheiro vai: “em que categoria gastei mais?”.",
      "Peça uma visão geral com “resumo do mês” ou “relatório”.",
      "Para gráficos, filtros e planilhas, mande “painel” e abra o link do painel.",
    ],
    important:
      "Períodos entendidos: hoje, ontem, esta semana, últimos 7 dias, este mês, mês passado, o nome de um mês e este ano. Sem período, vale o mês atual.",
  },
];
