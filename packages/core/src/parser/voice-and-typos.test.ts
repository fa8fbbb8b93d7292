// Voice notes as speech-to-text writes them (numbers in words, the decimal comma said aloud, two
// amounts one after the other for one thing) and typos of the verbs that take a record back.
// NOW is Sunday 22/11/2026, noon in São Paulo.
import { exp, table } from "./parse-table.test-support.ts";

const amountAlone = (amount: number) => ({ intent: "unknown", hint: "amount", amount });

table("an amount said alone in several words is an amount, as its digits are", [
  ["cinquenta e seis", amountAlone(56)],
  ["mil e duzentos", amountAlone(1200)],
  ["cento e vinte e cinco reais", amountAlone(125)],
  ["dezenove e noventa", amountAlone(19.9)],
  ["vinte", amountAlone(20)],
  // with something else said it is no amount alone
  ["cinquenta e seis anos", { intent: "unknown" }],
]);

table("spoken centavos are said from ten up, and 'um e cinquenta' is R$ 1,50", [
  ["gastei dezenove e noventa no mercado", exp(19.9, { category: "Mercado" })],
  ["um e cinquenta de bala", exp(1.5, { description: "bala" })],
  ["paguei um e noventa no café", exp(1.9)],
  ["dois e três", { intent: "unknown" }],
  ["uma e trinta", { intent: "unknown" }],
]);

table("the decimal comma said aloud ('vírgula') joins reais and centavos", [
  ["gastei 52 vírgula 90 no mercado", exp(52.9, { category: "Mercado", description: "mercado" })],
  ["farmácia dezenove vírgula noventa e nove", exp(19.99, { category: "Saúde", description: "farmácia" })],
  ["uber 18 virgula 5", exp(18.5, { category: "Transporte" })],
  ["cinco vírgula cinco de pão", exp(5.5)],
  ["paguei doze vírgula zero nove", exp(12.09)],
  // with no number after it the word changes nothing
  ["gastei 52 vírgula no mercado", exp(52, { category: "Mercado" })],
]);
