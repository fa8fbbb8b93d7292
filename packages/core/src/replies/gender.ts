/**
 * The article a noun takes in a reply ("comprei o notebook", "guardei 500 pra viagem", "pro
 * carro"): by the words people buy and save for most, else by the ending. Unknown endings take
 * none rather than a wrong one ("comprei bike" reads better than "comprei o bike").
 */
const FEMININE = new Set(
  "tv,televisao,bike,bicicleta,moto,geladeira,maquina,maquina de lavar,viagem,reserva,reserva de emergencia,casa,festa,faculdade,cirurgia,cama,mesa,cadeira,camera,guitarra,bateria,lua de mel,troca,reforma,entrada,mala,bolsa,roupa,cozinha,air fryer,airfryer,fritadeira,televisão,impressora,cafeteira,batedeira,sandalia,jaqueta,calca,camisa,blusa,divida,fatura,parcela,tatuagem,academia,escola,formatura,viagem de ferias,ps5,playstation,switch".split(
    ",",
  ),
);
const MASCULINE = new Set(
  "notebook,celular,iphone,computador,pc,carro,sofa,tenis,fone,relogio,ar condicionado,ar,microondas,fogao,videogame,xbox,tablet,ipad,apartamento,ape,intercambio,casamento,curso,presente,anel,colchao,guarda roupa,armario,monitor,teclado,mouse,perfume,oculos,sapato,vestido,casaco,enxoval,freezer,forno,chuveiro,emprestimo,financiamento,cartao,aluguel,seguro,carro novo,fundo de emergencia".split(
    ",",
  ),
);

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** "m", "f", or null when the noun is not known. */
export function genderOf(noun: string): "m" | "f" | null {
  const words = fold(noun).split(/\s+/);
  // the head noun is the first word ("carro novo", "reserva de emergência")
  for (const key of [words.join(" "), words[0] ?? ""]) {
    if (FEMININE.has(key)) return "f";
    if (MASCULINE.has(key)) return "m";
  }
  const head = words[0] ?? "";
  if (/(cao|dade|gem|a)$/.test(head)) return "f";
  if (/o$/.test(head)) return "m";
  return null;
}

/**
 * The noun with its definite article: "o notebook", "a tv", the noun alone when unknown.
 * @example withArticle("notebook") // "o notebook"
 */
export function withArticle(noun: string): string {
  const g = genderOf(noun);
  return g === "f" ? `a ${noun}` : g === "m" ? `o ${noun}` : noun;
}

/**
 * "pra"/"pro" with the noun: "pra viagem", "pro carro", "pra bike".
 * @example forNoun("carro") // "pro carro"
 */
export function forNoun(noun: string): string {
  return genderOf(noun) === "m" ? `pro ${noun}` : `pra ${noun}`;
}

/**
 * "do"/"da" with the noun: "do cartão", "da dívida"; "de" when unknown.
 * @example ofNoun("dívida") // "da dívida"
 */
export function ofNoun(noun: string): string {
  const g = genderOf(noun);
  return g === "f" ? `da ${noun}` : g === "m" ? `do ${noun}` : `de ${noun}`;
}
