/**
 * The default categories and their keywords (docs/message-understanding.md), matched on folded tokens
 * with plural tolerance ("remédios" → "remedio", "ações" → "acao", "bares" → "bar").
 */
import { foldWords } from "./normalise.ts";
import type { RecordKind } from "./types.ts";

/** Default categories per kind; the last one of each list is the fallback. */
export const DEFAULT_CATEGORIES: Record<RecordKind, readonly string[]> = {
  expense: [
    "Alimentação",
    "Mercado",
    "Transporte",
    "Moradia",
    "Contas",
    "Saúde",
    "Educação",
    "Lazer",
    "Compras",
    "Assinaturas",
    "Pets",
    "Viagem",
    "Cuidados pessoais",
    "Impostos e taxas",
    "Dívidas",
    "Presentes e doações",
    "Outros",
  ],
  income: ["Salário", "Freelance", "Vendas", "Rendimentos", "Reembolso", "Outras receitas"],
  investment: ["Investimentos"],
};

/** The category used when no keyword matches. */
export function fallbackCategory(kind: RecordKind): string {
  const list = DEFAULT_CATEGORIES[kind];
  return list[list.length - 1] as string;
}

/** Where expenses and income land when nothing names their category (Outros, Outras receitas). */
export const FALLBACK_CATEGORIES: ReadonlySet<string> = new Set([
  fallbackCategory("expense"),
  fallbackCategory("income"),
]);

const KEYWORDS: Record<string, string> = {
  Alimentação:
    "starbucks,ambulante,comprei agua,comprei uma agua,agua mineral,garrafa de agua,garrafinha de agua,agua de coco,torta,pudim,quindim,brownie,cookie,cookies,chiclete,pirulito,pacoca,nachos,tacos,burrito,pastelzinho,empada,empadinha,enroladinho,croissant,rosca,salada,sopa,omelete,waffle,panqueca,smoothie,cha,tubaina,espumante,gin,licor,isotonico,siri,ostra,marisco,caranguejo,lagosta,pamonha,cuscuz,lasanha,batata frita,porcao,porcoes,petisco,petiscos,cachaca,whisky,uisque,vodka,energetico,picole,churrasquinho,caldo de cana,kibe,quibe,misto quente,cappuccino,capuccino,alimentacao,comida,sobremesa,milkshake,milk shake,shake,bandejao,bandeijao,rango,prato feito,pf,restaurante universitario,uber eats,ubereats,99food,99 food,aiqfome,james delivery,restaurante,lanchei,lanchamos,bala,balas,bombom,sorvete de,ceia,coca,coca cola,guarana,suco,refrigerante,lanche,lanchonete,almoco,almocei,almocamos,jantar,jantei,jantamos,janta,ifood,i food,padaria,pao,cafe,cafeteria,pizza,pizzaria,hamburguer,hamburgueria,burger,mcdonalds,mc donalds,bk,burger king,subway,sushi,temaki,acai,sorvete,sorveteria,marmita,marmitex,quentinha,pastel,coxinha,salgado,doce,doceria,bolo,churrasco,churrascaria,rodizio,delivery,rappi,ze delivery,cerveja,refrigerante,refri,agua de coco,cafe da manha,self service,buffet,restaurante,bistro,esfiha,habibs,outback,food,comer,comi,almocar,lanchar,espetinho,tapioca,cachorro quente,hot dog,batata frita,petisco,boteco,chopp,chope,skol,brahma,heineken,budweiser,amstel,itaipava,breja,cervejinha,latao,drink,drinks,refeicao,chocolate,padoca,mcdonald,mc,burguer,japa,esfirra,cafezinho,salgadinho,pao de queijo,brigadeiro,sanduiche,lanches,comidinha,bebida,bebidas,almoco fora,jantar fora,feijoada,yakisoba,food truck,vinho,churros,crepe,kebab,pastelaria,lanchinho,salgados,hot dog,xis",
  Mercado:
    "coxa,amendoim,castanha,castanhas,costela,fraldinha,alcatra,contrafile,maminha,patinho,musculo,bacon,salsicha,nuggets,peito de frango,coxa de frango,sobrecoxa,bucho,pernil,lombo,tilapia,salmao,sardinha,atum,bacalhau,aveia,granola,farofa,polvilho,fuba,trigo,farinha de trigo,fermento,acucar,adocante,sal,pimenta,oregano,azeite,vinagre,ketchup,catchup,mostarda,maionese,molho,extrato de tomate,palmito,milho,ervilha,azeitona,pepino,rucula,agriao,couve,espinafre,brocolis,repolho,abobrinha,berinjela,chuchu,quiabo,jilo,mandioca,aipim,macaxeira,inhame,beterraba,rabanete,gengibre,cebolinha,manjericao,hortela,alecrim,abacaxi,mamao,morango,limao,kiwi,pessego,ameixa,caqui,goiaba,maracuja,acerola,jabuticaba,caju,pitaya,coco,verdura,verduras,legume,legumes,queijo,presunto,mortadela,manteiga,iogurte,banana,maca,laranja,uva,melancia,tomate,cebola,alho,batata,cenoura,alface,macarrao,picanha,linguica,camarao,carvao,gelo,esponja,peixe,frios,fralda,fraldas,lenco umedecido,papinha,produto de limpeza,desinfetante,agua sanitaria,alvejante,agua mineral,galao de agua,mercado,supermercado,feira,hortifruti,sacolao,acougue,carne,frango,peixaria,atacadao,assai,carrefour,pao de acucar,mercearia,quitanda,compras do mes,compra do mes,mercadinho,minimercado,verdura,verduras,fruta,legumes,atacarejo,emporio,armazem,verdurao,supermercados,rancho,compra do mercado,leite,ovo,ovos,arroz,feijao,legume,produtos de limpeza,material de limpeza,papel higienico,detergente,sabao,amaciante,mercado do mes,oleo de cozinha,cafe em po",
  Transporte:
    "barca,revisao do carro,gasosa,bicicleta,rodoviaria,capacete,flanelinha,gnv,transporte,uber,99,99pop,taxi,tanque,enchi o tanque,busao,buzao,busu,lotacao,van escolar,gasolina,combustivel,etanol,alcool,diesel,abasteci,abastecemos,abastecer,abastecimento,posto,onibus,metro,trem,estacionamento,pedagio,bilhete unico,passagem de onibus,cabify,indrive,moto,mototaxi,oficina,mecanico,pneu,troca de oleo,lavagem,lava jato,lava rapido,brt,vlt,bicicletinha,patinete,sem parar,zona azul,recarga do bilhete,carro,revisao do carro,conserto do carro,oleo,seguro do carro,seguro auto,bike,corrida,corrida de uber,vale transporte,vt,recarga do bilhete unico,bilhete,passagem de metro,borracharia,guincho,funilaria",
  Moradia:
    "parafuso,parafusos,tijolo,tijolos,telha,telhas,madeira,prego,pregos,martelo,areia,cadeado,tomada,jogo de lencol,jogo de cama,lampada,cimento,ferramenta,ferramentas,furadeira,vassoura,rodo,balde,tapete,toalha,lencol,travesseiro,moradia,aluguel,condominio,reforma,iptu casa,apartamento,apto,pedreiro,encanador,eletricista,diarista,baba,empregada,empregada domestica,domestica,caseiro,caseira,passadeira,piscineiro,faxina,faxineira,mobilia,movel,moveis,cadeira,cadeiras,estante,cama,colchao,decoracao,material de construcao,tinta,pintura,manutencao da casa,mudanca,seguro residencial,taxa de condominio,jardinagem,jardineiro,chaveiro,dedetizacao,cortina,luminaria,armario,guarda roupa,conserto em casa,reparo em casa,portao",
  Contas:
    "contas,luz,energia,conta de luz,agua,conta de agua,internet,wifi,wi fi,telefone,celular,conta de celular,gas,botijao,plano de celular,recarga,tv a cabo,net,tim,sabesp,enel,cemig,copel,saneamento,esgoto,fatura do celular,sky,fibra,boleto da luz,conta da luz,conta da agua,conta de gas,plano de internet,banda larga,telefone fixo,conta do celular,conta de telefone,da vivo,a vivo,na vivo,vivo fibra,da claro,a claro,na claro,claro tv,claro net",
  Saúde:
    "smart fit,smartfit,bluefit,lente de contato,lentes de contato,creatina,natacao,yoga,personal,personal trainer,camisinha,preservativo,anticoncepcional,teste de gravidez,curativo,pomada,colirio,saude,farmacia,drogaria,remedio,medicamento,medico,medica,consulta,exame,exames,dentista,plano de saude,hospital,clinica,laboratorio,psicologo,psicologa,terapia,terapeuta,fisioterapia,fisio,academia,vacina,otorrino,oftalmologista,oculista,ortodontista,aparelho dos dentes,cirurgia,pronto socorro,nutricionista,drogasil,pague menos,raia,droga raia,vitamina,suplemento,whey,crossfit,pilates,unimed,amil,hapvida,ortopedista,dermatologista,ginecologista,pediatra,cardiologista,neurologista,psiquiatra,oftalmo,fonoaudiologa,fonoaudiologo,ultrassom,raio x,ressonancia,check up,farmacia popular,plano odontologico",
  Educação:
    "escolinha,mensalidade da escolinha,facul,facu,mensalidade da facul,autoescola,auto escola,formatura,reforco escolar,explicadora,psicopedagoga,espanhol,frances,alemao,lapis,caneta,canetas,educacao,curso,faculdade,escola,mensalidade escolar,livro,livraria,apostila,material escolar,material da escola,matricula,colegio,universidade,pos graduacao,mba,aula,aulas,professor,professora,ingles,idioma,udemy,alura,caderno,uniforme escolar,creche,vestibular,enem,cursinho,mensalidade da faculdade,mensalidade da escola,papelaria,concurso,kumon,aula de,escola de,curso online,certificacao,treinamento,workshop,palestra",
  Lazer:
    "happy hour,quadra,aluguel de quadra,narguile,rifa,bingo,lazer,cinema,show,bar,barzinho,boteco,buteco,botequim,happy hour,aposta,apostas,bet,bets,tigrinho,loteria,loterica,mega sena,megasena,mega da virada,jogo do bicho,raspadinha,bolao,cassino,poker,pôquer,truco,roleta,blaze,festa,confra,confraternizacao,fogos,fogos de artificio,jogo,jogos,balada,teatro,ingresso,ingressos,parque,museu,boliche,karaoke,futebol,pelada,estadio,steam,playstation,xbox,nintendo,game,games,diversao,passeio,role,happy hour,churras,praia,clube,evento,festival,reveillon,carnaval,aniversario,boate,sinuca,videogame,zoologico,aquario,kart,escape room,paintball,pescaria,camping,parque de diversoes,rolezinho,pipoca,ingresso de cinema,streaming de jogo,fliperama,bilhar",
  Compras:
    "jogo de panela,jogo de panelas,jogo de cama,jogo de toalha,jogo de toalhas,jogo de copos,jogo de pratos,jogo de talheres,jogo de lencol,renner,riachuelo,hering,pernambucanas,centauro,decathlon,netshoes,havan,casas bahia,prato,pratos,copo,copos,garfo,faca,facas,colher,colheres,pelicula,sandalia,sandalias,brinco,anel,cabo usb,pen drive,pilha,pilhas,ventilador,micro ondas,airfryer,ferro de passar,secador,lego,boneca,cueca,calcinha,sutia,meias,biquini,sunga,bone,uniforme,lancheira,talher,talheres,cafeteira,conserto do celular,tela do celular,assistencia tecnica,sofa,colchao,roupa,roupas,sapato,sapatos,tenis,camisa,camiseta,calca,vestido,blusa,bermuda,jaqueta,casaco,eletronico,eletronicos,notebook,computador,celular novo,fone,fone de ouvido,relogio,bolsa,mochila,shopping,loja,amazon,shopee,shein,mercado livre,magalu,americanas,aliexpress,perfume,maquiagem,cosmetico,oculos,tv,televisao,ar condicionado,maquina de lavar,videogame novo,acessorio,bijuteria,joia,utensilio,presente para mim,presente pra mim,brinquedo,brinquedos,panela,panelas,eletrodomestico,eletrodomesticos,geladeira,fogao,microondas,maquina de lavar,liquidificador,air fryer,aspirador,smartphone,iphone,tablet,ipad,ps5,monitor,teclado,mouse,impressora,carregador,capinha,calcado,chinelo,bota,pijama,short,saia,moletom",
  Assinaturas:
    "assinatura,assinaturas,netflix,spotify,streaming,app,aplicativo,amazon prime,prime video,disney,disney plus,hbo,globoplay,youtube premium,deezer,icloud,google one,chatgpt,apple music,paramount,star plus,crunchyroll,mensalidade do app,gympass,wellhub,kindle unlimited,xbox game pass,game pass,ps plus,canva,microsoft,office,adobe,dropbox,duolingo,tinder,apple tv,clube de assinatura",
  Pets: "pet,pets,racao,veterinario,veterinaria,vet,pet shop,petshop,banho e tosa,tosa,cachorro,gato,dog,petisco do cachorro,areia do gato,vermifugo,antipulgas,cobasi,petz,cao,coleira,vacina do cachorro,vacina do gato,castracao,adestrador,hotelzinho",
  Viagem:
    "viagem,passagem,passagens,passagem aerea,hotel,hospedagem,pousada,airbnb,hostel,voo,aviao,aeroporto,mala,turismo,excursao,cruzeiro,booking,decolar,latam,gol linhas,azul linhas,resort,aluguel de carro,seguro viagem,aluguel de carro,passeio turistico,pacote de viagem,milhas,bagagem,ferias",
  "Cuidados pessoais":
    "pe e mao,mao e pe,tatuagem,piercing,pasta de dente,pasta de dentes,creme dental,condicionador,fio dental,absorvente,lamina,gilete,esmalte,batom,luzes,cuidados pessoais,corte,cabeleireiro,cabeleireira,cabeleleiro,cabeleleira,cabelereiro,cabelereira,cabelo,salao,salao de beleza,barbearia,barbeiro,manicure,pedicure,unha,unhas,depilacao,estetica,esteticista,massagem,sobrancelha,corte de cabelo,skincare,spa,higiene,shampoo,desodorante,escova,barba,maquiagem,cosmetico,creme,hidratante,protetor solar,perfumaria,sabonete,escova de dente,pasta de dente,barbeador,tintura,progressiva,mechas,cilios",
  "Impostos e taxas":
    "impostos,imposto,taxa,taxas,ipva,iptu,tarifa,juros,taxa bancaria,imposto de renda,darf,mei,multa,licenciamento,anuidade,anuidade do cartao,cartorio,iof,tarifa bancaria,taxa de manutencao,inss,juros do cartao,dpvat,detran,tarifa do banco,taxa do banco,das do mei,dasmei,irpf,itbi,taxa de lixo",
  Dívidas:
    "dividas,divida,emprestimo,financiamento,parcela de divida,fatura atrasada,consignado,cheque especial,agiota,renegociacao,serasa,parcela do emprestimo,parcela do financiamento,credito pessoal,devendo,devia,pagamento de divida,parcela do carro,parcela da casa,parcela do apartamento,cartao atrasado,boleto atrasado,quitei,quitacao",
  "Presentes e doações":
    "presentes,presente,doacao,doacoes,dizimo,oferta,vaquinha,caridade,ong,igreja,pedinte,mendigo,morador de rua,no farol,no sinal,no semaforo,presente para,presente pro,presente pra,lembrancinha,mesada,presente de aniversario,presente de natal,amigo secreto,amigo oculto,doei,esmola,contribuicao",
  Outros:
    "outros,diversos,saque,saquei,caixa eletronico,emprestei,emprestimo para,cigarro,cigarros,tabacaria,seguro,seguro de vida,cartorio",
  Salário:
    "salario,salarios,13º,13,13 salario,decimo terceiro,ordenado,hora extra,horas extras,gratificacao,holerite,contracheque,vale alimentacao,vale refeicao,vale transporte,vt,vr,va,vale,meu vale,alelo,sodexo,pluxee,ticket alimentacao,ticket refeicao,swile,plr,bonus,ferias,adiantamento,pro labore,pagamento do trabalho,aposentadoria,aposentado,inss,estagio,bolsa estagio,bolsa do estagio",
  Freelance:
    "freela,freelance,freelancer,freelas,bico,bicos,job,trampo extra,servico extra,projeto extra,renda extra,grana extra,dinheiro extra,consultoria,corridas,entregas,diarias,corrida,entrega,diaria,faxina,plantao,plantoes,cache,faxinas,uber,ifood,rappi,loggi,lalamove,indrive,cabify,99,99pop,99food,rodando,entregando,rodei,rodamos",
  Vendas:
    "venda,vendas,vendi,vendido,brecho,olx,enjoei,mercado livre,vendemos,repasse,repasses,encomenda,encomendas",
  Rendimentos: "rendimento,rendimentos,juros,dividendo,dividendos,proventos,rendeu,jcp,lucro,cupom,cupons",
  Reembolso:
    "reembolso,reembolsos,reembolsou,estorno,estornos,estornou,estornaram,ressarcimento,devolucao,de volta,dinheiro de volta,cashback,devolveram,devolveu,reembolsaram,ressarciram",
  "Outras receitas": "outras receitas,gorjeta,gorjetas,mesada,pensao,heranca,premio,sorteio,restituicao",
  Investimentos:
    "investimento,investimentos,tesouro,tesouro direto,tesouro selic,cdb,lci,lca,poupanca,acoes,acao,fii,fiis,fundo,fundos,fundo imobiliario,cripto,bitcoin,btc,ethereum,previdencia,previdencia privada,reserva,reserva de emergencia,cofrinho,renda fixa,renda variavel,etf,debenture,cri,cra,bolsa de valores",
};

interface Phrase {
  words: string[];
  category: string;
}

const CATEGORY_KIND = new Map<string, RecordKind>();
for (const kind of ["expense", "income", "investment"] as const) {
  for (const c of DEFAULT_CATEGORIES[kind]) CATEGORY_KIND.set(c, kind);
}

// first word → phrases beginning with it, longest first
const PHRASES = new Map<string, Phrase[]>();
for (const [category, list] of Object.entries(KEYWORDS)) {
  for (const raw of list.split(",")) {
    const words = foldWords(raw);
    if (words.length === 0) continue;
    const first = words[0] as string;
    const bucket = PHRASES.get(first) ?? [];
    bucket.push({ words, category });
    PHRASES.set(first, bucket);
  }
}
for (const bucket of PHRASES.values()) bucket.sort((a, b) => b.words.length - a.words.length);

const singularCache = new Map<string, readonly string[]>();
const NONE: readonly string[] = [];

/** Singular candidates of a folded word: "remedios" → "remedio", "acoes" → "acao", "bares" → "bar". */
export function singulars(w: string): readonly string[] {
  if (w.length < 4 || !w.endsWith("s")) return NONE;
  const cached = singularCache.get(w);
  if (cached) return cached;
  const out: string[] = [];
  if (w.endsWith("oes") || w.endsWith("aes")) out.push(`${w.slice(0, -3)}ao`);
  if (w.endsWith("eis")) out.push(`${w.slice(0, -3)}el`);
  if (w.endsWith("ais")) out.push(`${w.slice(0, -3)}al`);
  if (w.endsWith("ns")) out.push(`${w.slice(0, -2)}m`);
  if (w.endsWith("res") || w.endsWith("zes") || w.endsWith("ses")) out.push(w.slice(0, -2));
  out.push(w.slice(0, -1));
  if (singularCache.size > 10_000) singularCache.clear();
  singularCache.set(w, out);
  return out;
}

export interface CategoryHit {
  category: string;
  start: number;
  end: number;
}

function matchBucket(
  bucket: readonly Phrase[] | undefined,
  words: readonly string[],
  i: number,
  to: number,
  kind: RecordKind | null,
  skip: Uint8Array | null,
): CategoryHit | null {
  if (!bucket) return null;
  for (const p of bucket) {
    if (kind !== null && CATEGORY_KIND.get(p.category) !== kind) continue;
    if (i + p.words.length > to) continue;
    let ok = true;
    for (let k = 1; k < p.words.length; k++) {
      const have = words[i + k] as string;
      const want = p.words[k] as string;
      if ((skip !== null && skip[i + k] === 1) || (have !== want && !singulars(have).includes(want))) {
        ok = false;
        break;
      }
    }
    if (ok) return { category: p.category, start: i, end: i + p.words.length };
  }
  return null;
}

/**
 * Finds the first category keyword among `words[from, to)` that belongs to `kind` (any kind
 * when null). `skip[i] === 1` hides token i (amounts, dates). Longer phrases win at a position.
 */
export function findCategory(
  words: readonly string[],
  kind: RecordKind | null,
  from = 0,
  to = words.length,
  skip: Uint8Array | null = null,
): CategoryHit | null {
  for (let i = from; i < to; i++) {
    if (skip !== null && skip[i] === 1) continue;
    const w = words[i] as string;
    const hit = matchBucket(PHRASES.get(w), words, i, to, kind, skip);
    if (hit) return hit;
    for (const s of singulars(w)) {
      const h = matchBucket(PHRASES.get(s), words, i, to, kind, skip);
      if (h) return h;
    }
  }
  if (kind === "income" || kind === "investment") return null;
  // "fiz compras 200": shopping, unless a place or a thing says what ("compras no mercado")
  for (let i = from; i < to; i++)
    if ((skip === null || skip[i] !== 1) && SHOPPING.has(words[i] as string))
      return { category: "Compras", start: i, end: i + 1 };
  return null;
}

/** Words that say only that something was bought: Compras when nothing names what. */
const SHOPPING = new Set(["compra", "compras", "comprinha", "comprinhas"]);

/** The one-word category keywords, folded: the vocabulary typos are read against. */
export function keywordWords(): string[] {
  const out = new Set<string>();
  for (const bucket of PHRASES.values())
    for (const p of bucket) if (p.words.length === 1) out.add(p.words[0] as string);
  return [...out];
}

/** A keyword word as the table spells it: "ubers" → "uber"; the word itself when not plural. */
export function keywordForm(w: string): string {
  if (PHRASES.has(w)) return w;
  for (const s of singulars(w)) if (PHRASES.has(s)) return s;
  return w;
}

/** The kind a default category belongs to. */
export function kindOfCategory(category: string): RecordKind | undefined {
  return CATEGORY_KIND.get(category);
}
