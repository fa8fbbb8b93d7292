/**
 * The receipts of the sample set: shops of several kinds, layouts, payments and photo conditions,
 * as a table. Each receipt is a header line `name ; category ; layout uf ; photo effects` (effects
 * as `key=value`; `qr=only` prints the access key only in the NFC-e QR code), then indented lines:
 * `merchant ; CNPJ ; address`, `date time ; payment ; discount in centavos`, and the items
 * `NAME QTYxUNIT-CENTAVOS ; …` over one or more lines.
 */
import { nfceQrText, type ReceiptSpec } from "./receipt-texts.ts";
import type { PhotoEffects } from "./render.ts";

export interface ReceiptSample {
  name: string;
  spec: ReceiptSpec;
  effects: PhotoEffects;
  category: string;
}

const TABLE = `
nfce-supermercado-limpo ; Mercado ; nfce 35 ; format=png
  SUPERMERCADO BOM PRECO LTDA ; 11.222.333/0001-81 ; AV BRASIL 1500 CENTRO CAMPINAS SP
  2026-03-12 14:32:10 ; Cartão de Crédito ; 350
  ARROZ TIPO 1 5KG 1x2490 ; FEIJAO CARIOCA 1KG 2x875 ; OLEO SOJA 900ML 1x749 ; LEITE INTEGRAL 1L 4x489
nfce-farmacia-rotacao ; Saúde ; nfce 35 ; rotate=4 noise=10
  DROGARIA SAO BENTO LTDA ; 45.723.174/0001-10 ; RUA AUGUSTA 900 SAO PAULO SP
  2026-11-03 19:05:22 ; Cartão de Débito ; 779
  DIPIRONA 500MG 10CP 1x1290 ; PROTETOR SOLAR FPS50 1x6499
nfce-posto-sombra ; Transporte ; nfce 35 ; shadow=true noise=6
  AUTO POSTO CAMINHO DO SOL LTDA ; 04.252.011/0001-10 ; ROD ANHANGUERA KM 104 SUMARE SP
  2026-10-28 07:41:09 ; PIX ; 0
  GASOLINA COMUM 1x25000
nfce-padaria-desfoque ; Alimentação ; nfce 35 ; blur=0.8 jpegQuality=70
  PADARIA E CONFEITARIA NOVA ERA ; 33.000.167/0001-01 ; RUA DAS PALMEIRAS 45 SANTOS SP
  2026-09-15 08:12:44 ; Dinheiro ; 0
  PAO FRANCES 0.45x1590 ; CAFE COADO 2x650 ; PAO DE QUEIJO 3x450
nfce-mercado-inclinado ; Mercado ; nfce 29 ; rotate=-6 shear=0.03 noise=8
  MERCADINHO DOIS IRMAOS ; 60.746.948/0001-12 ; AV SETE DE SETEMBRO 200 SALVADOR BA
  2026-08-02 18:22:31 ; Cartão de Débito ; 500
  CARNE MOIDA 1KG 1x3590 ; TOMATE KG 1.2x799 ; CERVEJA LATA 350ML 6x429 ; SABAO EM PO 1KG 1x1899
nfce-restaurante-webp ; Alimentação ; nfce 31 ; format=webp
  RESTAURANTE SABOR DE MINAS LTDA ; 17.155.730/0001-64 ; RUA DA BAHIA 1020 BELO HORIZONTE MG
  2026-07-19 13:05:00 ; Cartão de Crédito ; 0
  PRATO EXECUTIVO 2x3990 ; SUCO NATURAL 2x900
nfce-pet-ruido ; Pets ; nfce 41 ; noise=18
  PET SHOP AMIGO FIEL LTDA ; 19.131.243/0001-97 ; AV PARANA 300 CURITIBA PR
  2026-06-07 10:44:18 ; Cartão de Crédito ; 1000
  RACAO PREMIUM 10KG 1x18990 ; AREIA SANITARIA 2x2490
nfce-atacado-grande ; Mercado ; nfce 35 ; rotate=2 blur=0.6 shadow=true
  ATACADAO DISTRIBUIDORA S.A. ; 75.315.333/0001-09 ; AV MARGINAL 5000 GUARULHOS SP
  2026-05-23 16:30:55 ; Cartão de Crédito ; 2300
  CAFE TORRADO 500G 3x1899 ; ACUCAR 5KG 2x2149 ; PAPEL HIGIENICO 12R 1x2290
  DETERGENTE 500ML 6x239 ; FRANGO CONGELADO KG 2.5x1299 ; REFRIGERANTE 2L 4x899
sat-padaria ; Alimentação ; sat 35
  PADARIA SAO JORGE LTDA ME ; 11.444.777/0001-61 ; R DAS FLORES 22 SAO PAULO SP
  2026-02-21 08:15:44 ; Dinheiro ; 206
  PAO FRANCES 0.45x1590 ; CAFE PILAO 500G 1x1990
sat-farmacia-rotacao ; Saúde ; sat 35 ; rotate=-3 noise=8
  FARMACIA POPULAR DO BAIRRO ; 06.990.590/0001-23 ; AV CELSO GARCIA 1200 SAO PAULO SP
  2026-04-30 20:01:12 ; Cartão de Débito ; 0
  LOSARTANA 50MG 2x1450 ; VITAMINA C 1G 1x2390
sat-loja-sombra ; Compras ; sat 35 ; shadow=true jpegQuality=65
  LOJAS CENTRO MODA LTDA ; 02.558.157/0001-62 ; RUA 25 DE MARCO 800 SAO PAULO SP
  2026-01-10 15:40:03 ; Cartão de Crédito ; 1500
  CAMISETA ALGODAO 2x4990 ; BERMUDA JEANS 1x8990
simples-restaurante ; Alimentação ; plain 35 ; rotate=1.5 noise=6
  RESTAURANTE SABOR CASEIRO ; 33.000.167/0001-01 ; RUA XV DE NOVEMBRO 10 CURITIBA PR
  2026-11-20 13:10:00 ; PIX ; 0
  PRATO EXECUTIVO 2x3990 ; SUCO NATURAL 1x900 ; TAXA DE SERVICO 1x488
simples-lanchonete-desfoque ; Alimentação ; plain 35 ; blur=1 noise=6
  LANCHONETE DO ZE ; 33.000.167/0001-01 ; PRACA DA SE 12 SAO PAULO SP
  2026-10-05 12:30:00 ; Cartão de Débito ; 200
  X SALADA 1x2200 ; REFRIGERANTE LATA 1x600
nfce-papelaria-pequena ; Educação ; nfce 26 ; fontSize=18 noise=6
  PAPELARIA ESTUDANTE LTDA ; 04.252.011/0001-10 ; RUA DO CARMO 77 RECIFE PE
  2026-02-02 11:11:11 ; Cartão de Crédito ; 0
  CADERNO 10 MATERIAS 2x2890 ; CANETA AZUL 5x250
nfce-hortifruti-forte ; Mercado ; nfce 52 ; rotate=8 noise=12 shadow=true jpegQuality=60
  HORTIFRUTI BOA COLHEITA ; 45.723.174/0001-10 ; RUA GOIAS 300 GOIANIA GO
  2026-09-09 09:09:09 ; Dinheiro ; 0
  BANANA PRATA KG 1.35x699 ; MACA GALA KG 0.9x1099 ; ALFACE CRESPA 1x350
sat-posto-etanol ; Transporte ; sat 35 ; blur=0.7 rotate=-2
  POSTO ESTRELA AZUL LTDA ; 60.746.948/0001-12 ; AV INTERLAGOS 3000 SAO PAULO SP
  2026-11-18 21:47:35 ; Cartão de Crédito ; 0
  ETANOL HIDRATADO 1x15000
nfce-chave-so-no-qr ; Mercado ; nfce 35 ; qr=only noise=5 rotate=-1
  SUPERMERCADO PRINCESA DO MAR LTDA ; 08.765.432/0001-91 ; AV PAULISTA 2100 SAO PAULO SP
  2026-10-17 17:52:08 ; Cartão de Débito ; 450
  LEITE CONDENSADO 395G 2x679 ; CREME DE LEITE 200G 2x389 ; BISCOITO MAIZENA 400G 1x549
`;

const fields = (line: string) => line.trim().split(" ; ");

function parseEffects(text: string | undefined): { effects: PhotoEffects; qrOnly: boolean } {
  const effects: Record<string, string | number | boolean> = {};
  for (const pair of (text ?? "").split(" ").filter(Boolean)) {
    const [key, value = ""] = pair.split("=") as [string, string?];
    effects[key] = value === "true" ? true : /^-?[\d.]+$/.test(value) ? Number(value) : value;
  }
  const qrOnly = effects.qr === "only";
  delete effects.qr;
  return { effects: effects as PhotoEffects, qrOnly };
}

function parseItem(text: string): ReceiptSpec["items"][number] {
  const [, name = "", qty = "", unit = ""] = /^(.+) ([\d.]+)x(\d+)$/.exec(text) ?? [];
  return { name, qty: Number(qty), unit: Number(unit) };
}

function parseReceipt(block: string[]): ReceiptSample {
  const [head = "", shop = "", sale = "", ...itemLines] = block;
  const [name = "", category = "", kind = "", effectText] = fields(head);
  const [layout, uf = "35"] = kind.split(" ") as [ReceiptSpec["layout"], string?];
  const [merchant = "", cnpj = "", address = ""] = fields(shop);
  const [at = "", payment, discount] = fields(sale) as [string, ReceiptSpec["payment"], string];
  const { effects, qrOnly } = parseEffects(effectText);
  const spec: ReceiptSpec = {
    uf,
    number: 1000 + name.length * 37,
    layout,
    merchant,
    cnpj,
    address,
    discount: Number(discount),
    payment,
    at,
    items: itemLines.flatMap(fields).map(parseItem),
    ...(qrOnly ? { keyInQrOnly: true } : {}),
  };
  return { name, category, spec, effects: qrOnly ? { ...effects, qr: nfceQrText(spec) } : effects };
}

function parseTable(text: string): ReceiptSample[] {
  const blocks: string[][] = [];
  for (const line of text.split("\n").filter((l) => l.trim())) {
    if (line.startsWith(" ")) blocks[blocks.length - 1]?.push(line);
    else blocks.push([line]);
  }
  return blocks.map(parseReceipt);
}

export const RECEIPTS: ReceiptSample[] = parseTable(TABLE);
