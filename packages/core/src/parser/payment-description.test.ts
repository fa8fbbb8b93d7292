import { exp, inc, table } from "./parse-table.test-support.ts";

const card = (name: string, installments = 1) => ({ method: "credit", card: name, installments });

table("the card an expense was paid with says how, not what: it stays out of the description", [
  ["tv de 1200 em 3x no nubank", exp(1200, { description: "tv", payment: card("Nubank", 3) })],
  ["almoço 40 pelo itaú", exp(40, { description: "almoço", payment: card("Itaú") })],
  ["jantar 90 no cartão inter", exp(90, { description: "jantar", payment: card("Inter") })],
  ["pizza 60 no crédito nubank", exp(60, { description: "pizza", payment: card("Nubank") })],
  ["mercado 200 com o meu cartão do c6", exp(200, { description: "mercado", payment: card("C6") })],
  ["gasolina 150 pelo inter", exp(150, { description: "gasolina", payment: card("Inter") })],
  ["gasolina 150 no cartão da caixa", exp(150, { description: "gasolina", payment: card("Caixa") })],
  ["comprei um fone de 300 no cartão de crédito do santander", exp(300, { description: "fone" })],
  ["sapato 250 em 5x no cartão bradesco", exp(250, { description: "sapato", payment: card("Bradesco", 5) })],
  ["livro 80 cartão nubank", exp(80, { description: "livro", payment: card("Nubank") })],
  ["farmácia 35 com o nu bank", exp(35, { description: "farmácia", payment: card("Nubank") })],
]);

table("an issuer named any other way is part of what was paid", [
  ["paguei 800 da fatura do nubank", exp(800, { description: "fatura nubank" })],
  ["tarifa do bradesco 12", exp(12, { description: "tarifa bradesco" })],
  // money that came in or was put away went to an account, not paid with a card
  ["recebi 500 no nubank", inc(500, { description: "nubank" })],
  ["comprei um tênis de 300 na caixa", exp(300, { description: "tênis caixa", payment: null })],
]);

table("a description is the thing bought: no verb said before it, no word said twice, no doubt said", [
  ["recarreguei vt 50", exp(50, { description: "recarga vt", category: "Transporte" })],
  ["recarreguei o bilhete unico 40", exp(40, { description: "recarga bilhete unico" })],
  ["renovei a cnh 300", exp(300, { description: "cnh" })],
  ["assinei a netflix 55", exp(55, { description: "netflix" })],
  ["camisa renner renner 80", exp(80, { description: "camisa renner" })],
  ["tenis nike nike 350", exp(350, { description: "tenis nike" })],
  ["pizza 65 sla", exp(65, { description: "pizza" })],
  ["mercado 200 ou 250 nao lembro direito", { intent: "incomplete", description: "mercado" }],
  // words ending like a verb that are things stay
  ["ingresso volei 40", exp(40, { description: "ingresso volei" })],
]);
