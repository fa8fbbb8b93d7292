/**
 * Document texts as the recogniser or a PDF's text layer gives them, written after the published
 * layouts (the SEFAZ DANFE NFC-e and DANFE manuals, the CF-e SAT extract, the DANF3E and DANFE-COM
 * manuals, the FEBRABAN boleto, the DAS and DARF guides) and the wordings banks, utilities and shops
 * print, with the damage OCR does: lost accents, "O" for "0", labels and values on different lines,
 * columns kept apart by runs of spaces, two columns read as one line. Each case holds the fields a
 * person reading the paper would write down; an amount of null means the text does not say it
 * plainly enough, and any amount returned would be a guess.
 */
import { mod11Dv } from "./access-key.ts";
import { formatBoletoLine, makeBankLine, makeCollectionLine } from "./boleto.ts";
import type { DocumentKind } from "./types.ts";

export const TODAY = "2026-11-24";

export interface LayoutCase {
  name: string;
  text: string;
  kind: DocumentKind;
  /** Centavos, or null when no amount may be returned. */
  amount: number | null;
  date?: string | null;
  dueDate?: string | null;
  /** A part of the merchant's name, case and accents ignored. */
  merchant?: string;
}

const key = (body: string) => {
  const k = body + mod11Dv(body);
  return (k.match(/.{4}/g) as string[]).join(" ");
};

const energyLine = makeCollectionLine("3", "6", 28_743, `0138${"20261210"}70012345678901234`);
const waterLine = makeCollectionLine("2", "6", 11_660, `0097${"20261208"}01234567890123456`);
const dasLine = makeCollectionLine("5", "8", 123_456, `0328${"20261120"}07202630212345678`);
const condoLine = makeBankLine("237", "3381090000012345670012340", "2026-12-10", 98_750);
const schoolLine = makeBankLine("001", "0000001234567000001234517", "2026-12-05", 145_000);
const paidLine = makeBankLine("341", "1570001234567891234567890", "2026-11-20", 32_990);
const telecomLine = makeCollectionLine("4", "6", 14_990, `0296${"20261215"}00098765432101234`);

export const CASES: LayoutCase[] = [
  // ---- NFC-e (DANFE NFC-e, model 65) ----
  {
    name: "NFC-e: thousands, discount, card payment, tax estimate at the foot",
    text: `SUPERMERCADOS PAULISTAO LTDA
CNPJ: 12.345.678/0001-95 IE: 110.042.490.114
AV. CELSO GARCIA, 3200 - TATUAPE - SAO PAULO - SP
Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica
Código Descrição Qtde UN Vl Unit Vl Total
7891000315507 LEITE NINHO 400G 6 UN X 18,99 113,94
7896005800195 CERVEJA LATA 350ML 24 UN X 3,49 83,76
2000123000003 PICANHA BOVINA KG 2,315 KG X 89,90 208,12
7891910000197 ACUCAR UNIAO 5KG 2 UN X 22,90 45,80
7898080640017 AZEITE GALLO 500ML 3 UN X 39,90 119,70
7891149103102 SABAO OMO 4KG 2 UN X 58,90 117,80
7894900010015 COCA COLA 2L 6 UN X 9,49 56,94
7896036094891 ARROZ PRATO FINO 5KG 4 UN X 31,90 127,60
7891079000229 CAFE MELITTA 500G 5 UN X 24,90 124,50
7891000100103 NESCAU 2KG 3 UN X 49,90 149,70
7891024134702 CREME DENTAL COLGATE 12 UN X 4,99 59,88
7896004400136 PAPEL HIGIENICO 30 ROLOS 2 UN X 39,90 79,80
Qtd. total de itens 12
Valor total R$ 1.287,54
Desconto R$ 37,54
Valor a pagar R$ 1.250,00
FORMA PAGAMENTO Valor pago R$
Cartão de Crédito 1.250,00
Troco R$ 0,00
Consulte pela Chave de Acesso em
https://www.nfce.fazenda.sp.gov.br/consulta
${key("3526111234567800019565002000045123100456789")}
CONSUMIDOR CPF: 123.456.789-09
NFC-e nº 000045123 Série 002 23/11/2026 18:44:02
Protocolo de autorização: 135261234567890
Data de autorização: 23/11/2026 18:44:05
Tributos Totais Incidentes (Lei Federal 12.741/2012): R$ 312,40`,
    kind: "receipt",
    amount: 125_000,
    date: "2026-11-23",
    merchant: "paulistao",
  },
  {
    name: "NFC-e photo: accents lost, O for 0, payment in debit",
    text: `FARMACIA POPULAR DO BAIRRO LTDA
CNPJ 06.543.021/0001-30
RUA DAS ACACIAS 45 CENTRO CURITIBA PR
DOCUMENTO AUXILIAR DA NOTA FISCAL DE CONSUMIDOR ELETRONICA
001 DORFLEX 36CP 1 UN X 19,9O 19,90
002 NEOSALDINA 20DRG 2 UN X 24,5O 49,00
003 SORO FISIOLOGICO 500ML 1 UN X 11,10 11,10
Qtd. total de itens 3
Valor total R$ 8O,OO
Desconto R$ 0,00
Valor a Pagar R$ 8O,0O
FORMA PAGAMENTO VALOR PAGO
Cartao de Debito 80,00
NFC-e n 000981 Serie 1 Emissao 21/11/2026 10:14:55
Via Consumidor`,
    kind: "receipt",
    amount: 8000,
    date: "2026-11-21",
    merchant: "farmacia popular",
  },
  {
    name: "NFC-e: total line unreadable, cash less change equals the items",
    text: `PADARIA E CONFEITARIA TRIGO DE OURO
CNPJ 33.445.566/0001-86
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 PAO FRANCES KG 0,820 KG X 18,90 15,50
002 BOLO DE CENOURA FATIA 2 UN X 8,50 17,00
003 CAFE COM LEITE 300ML 2 UN X 7,70 15,40
Qtd. total de itens 3
V@l0r a p#g~r R$ 4?.9
FORMA PAGAMENTO VALOR PAGO R$
Dinheiro 50,00
Troco R$ 2,10
Emissao 22/11/2026 07:41:09`,
    kind: "receipt",
    amount: 4790,
    date: "2026-11-22",
    merchant: "trigo de ouro",
  },
  {
    name: "NFC-e: payment and change read as one line from two columns",
    text: `LANCHONETE PONTO CERTO
CNPJ 99.887.766/0001-05
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 X SALADA 1 UN 22,00 22,00
002 SUCO LARANJA 500ML 1 UN 10,50 10,50
Valor total R$ 32,50
Valor a pagar R$ 32,50
Dinheiro 50,00 Troco 17,50
Tributos aprox R$ 4,12 Federal R$ 2,10 Estadual R$ 2,02 Fonte IBPT
20/11/2026 12:31:44`,
    kind: "receipt",
    amount: 3250,
    date: "2026-11-20",
    merchant: "ponto certo",
  },
  {
    name: "NFC-e: OCR reads the total with a letter in the thousands, the card repeats it",
    text: `ATACADAO DISTRIBUIDORA
CNPJ 44.556.677/0001-86
DOCUMENTO AUXILIAR DA NOTA FISCAL DE CONSUMIDOR ELETRONICA
Qtd. total de itens 31
Valor total R$ 1.O87,35
Valor a pagar R$ 1.O87,35
FORMA PAGAMENTO VALOR PAGO
Cartao Debito 1.087,35
Emissao 19/11/2026 16:02:10`,
    kind: "receipt",
    amount: 108_735,
    date: "2026-11-19",
  },
  {
    name: "NFC-e: two totals disagree and nothing settles them",
    text: `MERCADINHO SAO JOSE
CNPJ 10.203.040/0001-94
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
Valor total R$ 45,90
Valor a pagar R$ 54,90
Emissao 18/11/2026 09:12:00`,
    kind: "receipt",
    amount: null,
    date: "2026-11-18",
  },
  {
    name: "NFC-e of a fuel station: litres with three decimals",
    text: `AUTO POSTO ESTRELA DO SUL LTDA
CNPJ 55.667.788/0001-86
ROD BR 116 KM 12 SAO LEOPOLDO RS
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 GASOLINA C COMUM 35,714 LT X 5,990 213,93
Qtd. total de itens 1
Valor total R$ 213,93
Valor a pagar R$ 213,93
FORMA PAGAMENTO VALOR PAGO R$
Cartao de Credito 213,93
Emissao: 17/11/2026 07:55:31`,
    kind: "receipt",
    amount: 21_393,
    date: "2026-11-17",
    merchant: "estrela do sul",
  },
  {
    name: "NFC-e: labels read as one column, values as another",
    text: `DROGARIA AVENIDA
CNPJ 77.112.233/0001-00
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 LOSARTANA 50MG 30CP 1 UN 24,90
002 VITAMINA C 1G 10CP 1 UN 29,90
Qtd. total de itens
Valor total R$
Desconto R$
Valor a Pagar R$
2
54,80
5,48
49,32
Cartao de Credito 49,32
Emissao 16/11/2026 19:20:01`,
    kind: "receipt",
    amount: 4932,
    date: "2026-11-16",
    merchant: "drogaria avenida",
  },
  {
    name: "NFC-e: 'Economizou' and tributos lines around the total",
    text: `DROGASIL S.A.
CNPJ 61.585.865/0001-51
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 PROTETOR SOLAR FPS 50 1 UN 79,90
002 SHAMPOO ANTICASPA 1 UN 32,50
Valor total R$ 112,40
Desconto R$ 22,48
Valor a pagar R$ 89,92
Voce economizou R$ 22,48
Cartao de Credito 89,92
Valor aproximado dos tributos R$ 27,10
Emissao 15/11/2026 11:02:45`,
    kind: "receipt",
    amount: 8992,
    date: "2026-11-15",
    merchant: "drogasil",
  },
  // ---- CF-e SAT (model 59) ----
  {
    name: "SAT: service added on the subtotal, tax estimate note",
    text: `RESTAURANTE E PIZZARIA BELLA NAPOLI LTDA
Rua Treze de Maio, 451 Bela Vista Sao Paulo SP
CNPJ 12.345.678/0001-95 IE 123.456.789.111
Extrato No. 012345
CUPOM FISCAL ELETRONICO - SAT
# | COD | DESC | QTD | UN | VL UN R$ | (VL TR R$)* | VL ITEM R$
1 101 PIZZA GRANDE MARGUERITA 1 UN 79,90 (10,11) 79,90
2 205 REFRIGERANTE 2L 1 UN 14,00 (4,20) 14,00
3 310 COUVERT 2 UN 8,00 (1,01) 16,00
Total bruto de itens 109,90
Acrescimo sobre subtotal 10,99
TOTAL R$ 120,89
Cartao de Credito 120,89
OBSERVACOES DO CONTRIBUINTE
*Valor aproximado dos tributos deste cupom R$ 15,32
(conforme Lei Fed. 12.741/2012)
SAT No. 900012345
15/11/2026 - 21:35:10`,
    kind: "receipt",
    amount: 12_089,
    date: "2026-11-15",
    merchant: "bella napoli",
  },
  {
    name: "SAT: discount on the subtotal, cash and change",
    text: `EMPORIO SANTA LUZIA
CNPJ 06.543.021/0001-30
Extrato No. 004521
CUPOM FISCAL ELETRONICO - SAT
1 7891000100 QUEIJO BRIE 1 UN 42,90 (5,10) 42,90
2 7891000200 VINHO TINTO 750ML 1 UN 89,00 (25,00) 89,00
Total bruto de itens 131,90
Desconto sobre subtotal -11,90
TOTAL R$ 120,00
Dinheiro 150,00
Troco R$ 30,00
*Valor aproximado dos tributos deste cupom R$ 30,10
SAT No. 900054321
12/11/2026 - 17:20:41`,
    kind: "receipt",
    amount: 12_000,
    date: "2026-11-12",
    merchant: "santa luzia",
  },
  {
    name: "SAT photo: TOTAL damaged, the card line and the items agree",
    text: `CASA DO PAO DE QUEIJO
CNPJ 33.445.566/0001-86
CUPOM FISCAL ELETRONICO - SAT
1 PAO DE QUEIJO GDE 3 UN 6,50 19,50
2 CAFE EXPRESSO 2 UN 7,00 14,00
T0TAI RS 33,5?
Cartao de Debito 33,50
*Valor aproximado dos tributos deste cupom R$ 5,02
10/11/2026 - 08:03:12`,
    kind: "receipt",
    amount: 3350,
    date: "2026-11-10",
  },
  // ---- ECF ----
  {
    name: "ECF coupon: COO/CCF, TOTAL, cash, change",
    text: `LOJAS BRASILEIRAS DE UTILIDADES LTDA
CNPJ 44.556.677/0001-86
IE 123456789
12/11/2026 10:22:33 CCF:004567 COO:012345
CUPOM FISCAL
ITEM CODIGO DESCRICAO QTD UN VL UNIT( R$) ST VL ITEM( R$)
001 123 PANELA PRESSAO 4,5L 1 UN x 89,90 T18,00% 89,90
002 456 ESCORREDOR 1 UN x 25,90 T18,00% 25,90
TOTAL R$ 115,80
Dinheiro 120,00
TROCO R$ 4,20
ECF-IF VERSAO:01.00.00 ECF:001 LJ:0001`,
    kind: "receipt",
    amount: 11_580,
    date: "2026-11-12",
    merchant: "lojas brasileiras",
  },
  // ---- NF-e DANFE (model 55), PDF text layer ----
  {
    name: "DANFE: totals as a row of box labels over a row of values",
    text: `RECEBEMOS DE MAGAZINE EXEMPLO S.A. OS PRODUTOS CONSTANTES DA NOTA FISCAL INDICADA AO LADO
DATA DE RECEBIMENTO   IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR   NF-e Nº 000.123.456 SÉRIE 001
IDENTIFICAÇÃO DO EMITENTE
MAGAZINE EXEMPLO S.A.
DANFE
DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA
NATUREZA DA OPERAÇÃO   PROTOCOLO DE AUTORIZAÇÃO DE USO
VENDA DE MERCADORIA   135260001234567 18/11/2026 14:02:11
DESTINATÁRIO / REMETENTE
NOME / RAZÃO SOCIAL   CNPJ / CPF   DATA DA EMISSÃO
JOAO DA SILVA   123.456.789-09   18/11/2026
CÁLCULO DO IMPOSTO
BASE DE CÁLCULO DO ICMS   VALOR DO ICMS   VALOR TOTAL DOS PRODUTOS
2.499,00   449,82   2.499,00
VALOR DO FRETE   VALOR DO SEGURO   DESCONTO   OUTRAS DESPESAS   VALOR TOTAL DA NOTA
49,90   0,00   100,00   0,00   2.448,90
DADOS DOS PRODUTOS / SERVIÇOS
CÓDIGO   DESCRIÇÃO   NCM   CFOP   UN   QUANT   V. UNIT   V. TOTAL
123456   SMART TV 50 POL 4K   85287200   6108   UN   1,0000   2.499,00   2.499,00
${key("3526111234567800019555001000123456100012345")}`,
    kind: "receipt",
    amount: 244_890,
    date: "2026-11-18",
    merchant: "magazine exemplo",
  },
  // ---- Till slips that are no fiscal document ----
  {
    name: "bar bill: couvert, 10 % service, total per person",
    text: `BAR E RESTAURANTE DO ALEMAO
CONFERENCIA DE MESA - NAO E DOCUMENTO FISCAL
Mesa: 14 Pessoas: 3 Garcom: 07 RAFAEL
Abertura: 21/11/2026 20:12
QTD DESCRICAO VALOR
2 CHOPP PILSEN 500ML 31,80
1 PORCAO FRITAS 38,00
1 PICANHA NA CHAPA 119,00
3 COUVERT ARTISTICO 45,00
Subtotal 233,80
Servico 10% (opcional) 23,38
Total 257,18
Total por pessoa (3): 85,73`,
    kind: "receipt",
    amount: 25_718,
    date: "2026-11-21",
    merchant: "alemao",
  },
  {
    name: "restaurant slip: subtotal, discount, service, total",
    text: `CANTINA NONNA ROSA
CNPJ 10.203.040/0001-94
Mesa 05 Comanda 1182
1 RISOTO DE CAMARAO 98,00
1 FILE A PARMEGIANA 72,00
2 AGUA COM GAS 12,00
SUBTOTAL 182,00
DESCONTO CUPOM 18,20
TAXA DE SERVICO 10% 16,38
TOTAL 180,18
PIX 180,18
19/11/2026 22:41`,
    kind: "receipt",
    amount: 18_018,
    date: "2026-11-19",
    merchant: "nonna rosa",
  },
  {
    name: "store slip with thousands: instalments on the card line",
    text: `ELETRO CENTER MOVEIS E ELETRO LTDA
CNPJ 55.667.788/0001-86
PEDIDO 88213 - CUPOM NAO FISCAL
1 GELADEIRA FROST FREE 375L 1 UN 3.499,00
SUBTOTAL 3.499,00
DESCONTO 350,00
TOTAL 3.149,00
CARTAO DE CREDITO 10 X 314,90
14/11/2026 15:12`,
    kind: "receipt",
    amount: 314_900,
    date: "2026-11-14",
    merchant: "eletro center",
  },
  {
    name: "delivery order: delivery fee and coupon",
    text: `PIZZARIA FORNO A LENHA
Pedido #4521 - nao e documento fiscal
1 PIZZA CALABRESA G 54,90
Subtotal R$ 54,90
Taxa de entrega R$ 7,99
Desconto R$ -10,00
Total R$ 52,89
Pagamento: Cartao de credito na entrega
13/11/2026 20:48`,
    kind: "receipt",
    amount: 5289,
    date: "2026-11-13",
    merchant: "forno a lenha",
  },
  {
    name: "slip with the tax estimate beside a damaged total and nothing else",
    text: `SORVETERIA GELATO MIO
CNPJ 99.887.766/0001-05
CUPOM NAO FISCAL
2 CASQUINHA 2 BOLAS
T0TAL R$ 2?,8O
Tributos aprox R$ 3,40 (12,6%) Fonte IBPT
11/11/2026 16:05`,
    kind: "receipt",
    amount: null,
    date: "2026-11-11",
  },
  // ---- Card machine slips ----
  {
    name: "card slip: VIA CLIENTE with only VALOR",
    text: `STONE
VIA CLIENTE
PADARIA REAL LTDA
CNPJ: 12.345.678/0001-95
R. XV DE NOVEMBRO 100 CURITIBA PR
CREDITO A VISTA
VISA ************1234
VALOR: R$ 37,50
22/11/26 09:14 AUT: 123456
DOC: 004512 NSU: 998877
TRANSACAO APROVADA MEDIANTE USO DE SENHA`,
    kind: "receipt",
    amount: 3750,
    date: "2026-11-22",
    merchant: "padaria real",
  },
  {
    name: "card slip: debit, VALOR APROVADO, store name on top",
    text: `CIELO
COMPROVANTE DE VENDA - VIA CLIENTE
AUTO PECAS DO JOAO
CNPJ 06.543.021/0001-30
MASTERCARD DEBITO
************5678
VALOR APROVADO: R$ 1.120,00
20/11/2026 14:33:10
AUTORIZACAO: 654321 NSU: 112233`,
    kind: "receipt",
    amount: 112_000,
    date: "2026-11-20",
    merchant: "auto pecas",
  },
  // ---- Pix receipts ----
  {
    name: "Pix (Nubank layout): amount below its label, names below their labels",
    text: `Comprovante de transferência
23 NOV 2026 - 14:05:33
Valor
R$ 1.250,00
Tipo de transferência
Pix
Destino
Nome
Imobiliaria Casa Forte Ltda
CNPJ
12.345.678/0001-95
Instituição
BCO DO BRASIL S.A.
Agência
1234
Conta
56789-0
Origem
Nome
Joao da Silva
Instituição
NU PAGAMENTOS - IP
ID da transação:
E18236120202611231705s07e1f2a3b4c`,
    kind: "pix_receipt",
    amount: 125_000,
    date: "2026-11-23",
    merchant: "casa forte",
  },
  {
    name: "Pix (Itaú layout): dados do recebedor, valor da transferência",
    text: `Itaú
Comprovante de transferência
Pix enviado
dados do recebedor
nome: Academia Corpo em Forma Ltda
CPF/CNPJ: 06.543.021/0001-30
instituição: BANCO BRADESCO S.A.
dados do pagador
nome: Maria Souza
valor da transferência: R$ 189,90
data da transferência: 21/11/2026 às 19:02:15
autenticação: 4B5C6D7E8F9A0B1C
ID da transação: E60701190202611212202abcDEF12345`,
    kind: "pix_receipt",
    amount: 18_990,
    date: "2026-11-21",
    merchant: "corpo em forma",
  },
  {
    name: "Pix (Inter layout): big amount on top, 'Quem recebeu'",
    text: `Pix enviado
R$ 60,00
Sobre a transação
Data do pagamento
Sábado, 21/11/2026
Horário
13:22:10
ID da transação
E00416968202611211622abCDef98765
Quem recebeu
Nome
Carlos Eduardo Pereira
CPF
***.123.456-**
Instituição
PicPay
Quem pagou
Nome
Ana Lima`,
    kind: "pix_receipt",
    amount: 6000,
    date: "2026-11-21",
    merchant: "carlos eduardo",
  },
  {
    name: "Pix (Bradesco layout): favorecido, data e hora",
    text: `bradesco
Comprovante de Transação Pix
Data e Hora: 20/11/2026 - 08:14:55
Valor: R$ 312,00
Tipo de Chave: CNPJ
Favorecido: ESCOLA DE IDIOMAS FALA BEM LTDA
CNPJ: 33.445.566/0001-86
Instituição: ITAU UNIBANCO S.A.
Pagador: JOSE CARLOS LIMA
Id da transação: E60746948202611201114a1b2c3d4e5f`,
    kind: "pix_receipt",
    amount: 31_200,
    date: "2026-11-20",
    merchant: "fala bem",
  },
  {
    name: "Pix (Mercado Pago layout): 'Você pagou', amount on the next line",
    text: `mercado pago
Comprovante de pagamento
Pix
Você pagou
R$ 45,00
para
Hortifruti Verde Vida
Quarta-feira, 18 de novembro de 2026, às 10:41
Dados da transação
Número da transação 123456789012
ID de transação E10573521202611181341ZzYyXxWw123`,
    kind: "pix_receipt",
    amount: 4500,
    date: "2026-11-18",
    merchant: "verde vida",
  },
  {
    name: "Pix (Caixa layout): OCR splits 'Valor' from the amount and a tariff line",
    text: `CAIXA
Comprovante de Pix
Data: 17/11/2026 Hora: 09:30:12
Valor
R$ 75,50
Tarifa
R$ 0,00
Dados do recebedor
Nome: Manoel da Silva Eletricista
Instituição: CAIXA ECONOMICA FEDERAL
Dados do pagador
Nome: Fernanda Costa
Código da operação: 12345678
Chave de segurança: ABCD1234EFGH5678
ID: E00360305202611171230a9b8c7d6e5f`,
    kind: "pix_receipt",
    amount: 7550,
    date: "2026-11-17",
    merchant: "manoel",
  },
  // ---- Bank boletos (FEBRABAN) ----
  {
    name: "boleto: condominium, line, (=) Valor do documento and an empty (-) Desconto",
    text: `Bradesco 237-2 ${formatBoletoLine(condoLine)}
Local de Pagamento
Pagável preferencialmente na rede Bradesco ou no Bradesco Expresso
Vencimento
10/12/2026
Beneficiário
CONDOMINIO EDIFICIO SOLAR DAS FLORES - CNPJ 10.203.040/0001-94
Agência/Código Beneficiário
3381-2 / 0012345-6
Data do Documento   Nº do Documento   Espécie Doc.   Aceite   Data Processamento
20/11/2026   1211/2026   DM   N   20/11/2026
Nosso Número
09/00000012345-P
(=) Valor do Documento
987,50
(-) Desconto / Abatimento
(+) Mora / Multa
(=) Valor Cobrado
Pagador
MARCOS ALVES - APTO 112 BL B
Autenticação Mecânica - Ficha de Compensação`,
    kind: "boleto",
    amount: 98_750,
    dueDate: "2026-12-10",
    merchant: "solar das flores",
  },
  {
    name: "boleto photo: line unreadable, value under its label, a discount box filled",
    text: `Banco do Brasil 001-9
Local de pagamento PAGAVEL EM QUALQUER BANCO ATE O VENCIMENTO
Vencimento 05/12/2026
Beneficiario
COLEGIO APRENDER MAIS LTDA
Agencia/Codigo do Beneficiario 1234-5 / 12345-6
Data do documento 18/11/2026 Nosso numero 12345670000012345
(=) Valor do documento
1.450,00
(-) Desconto / Abatimento
72,50
(+) Mora / Multa
Pagador JULIANA MENDES
001 9OOOO OO12 345 6?0 00O1 2 ...`,
    kind: "boleto",
    amount: 145_000,
    dueDate: "2026-12-05",
    merchant: "aprender mais",
  },
  {
    name: "boleto PDF: labels in one row, values in the next, line valid",
    text: `Banco do Brasil   001-9   ${formatBoletoLine(schoolLine)}
Local de pagamento   Vencimento
PAGÁVEL EM QUALQUER BANCO   05/12/2026
Beneficiário   Agência/Código do Beneficiário
ESCOLA DE MUSICA ALLEGRO LTDA   1234-5 / 12345-6
Data do documento   Nº documento   Espécie doc.   Aceite   Data processamento   Nosso número
18/11/2026   000123   DS   N   18/11/2026   12345670000012345
Uso do banco   Carteira   Espécie   Quantidade   Valor   (=) Valor do documento
17   R$   1.450,00
Instruções   (-) Desconto / Abatimento
Após o vencimento cobrar multa de 2% e juros de 1% ao mês
Pagador
ROBERTO NUNES CPF 123.456.789-09`,
    kind: "boleto",
    amount: 145_000,
    dueDate: "2026-12-05",
    merchant: "allegro",
  },
  // ---- Energy ----
  {
    name: "NF3e (Cemig layout): amount beside Vencimento, history table of kWh, line valid",
    text: `CEMIG DISTRIBUIÇÃO S.A. CNPJ 06.981.180/0001-16
DOCUMENTO AUXILIAR DA NOTA FISCAL DE ENERGIA ELÉTRICA ELETRÔNICA
Nº DO CLIENTE   Nº DA INSTALAÇÃO
7001234567   3012345678
Referente a   Vencimento   Valor a pagar (R$)
NOV/2026   10/12/2026   287,43
Datas de Leitura   Anterior 15/10   Atual 14/11   Nº de dias 30   Próxima 15/12
Data de emissão: 16/11/2026
Valores Faturados
Itens da Fatura   Unid.   Quant.   Preço unit (R$)   Valor (R$)   PIS/COFINS   Base Calc ICMS   Alíquota ICMS   ICMS
Energia Elétrica   kWh   245   0,95612   234,25   10,30   234,25   18,00   42,17
Bandeira Amarela   kWh   245   0,01885   4,62
Contrib Ilum Publica Municipal   25,18
Multa por atraso 10/2026   2,38
Juros 10/2026   0,60
TOTAL   287,43
Histórico de Consumo
MÊS/ANO   CONSUMO kWh   MÉDIA kWh/Dia   Dias
OUT/26   230   7,67   31
SET/26   251   8,37   30
AGO/26   262   8,45   31
${formatBoletoLine(energyLine)}`,
    kind: "bill",
    amount: 28_743,
    date: "2026-11-16",
    dueDate: "2026-12-10",
    merchant: "cemig",
  },
  {
    name: "energy bill photo (Enel layout): no line, TOTAL A PAGAR over its value, history of amounts",
    text: `enel
Enel Distribuição São Paulo
Eletropaulo Metropolitana Eletricidade de São Paulo S.A.
CONTA DE ENERGIA ELÉTRICA
TOTAL A PAGAR R$   VENCIMENTO
312,58   15/12/2026
Conta mês NOV/2026   Unidade consumidora 12345678
Consumo kWh 290
Histórico de faturamento
Mês/Ano   kWh   Valor total
OUT/2026   275   298,11
SET/2026   301   326,90
AGO/2026   288   311,47
JUL/2026   260   280,02
Bandeira tarifária vigente: Verde`,
    kind: "bill",
    amount: 31_258,
    dueDate: "2026-12-15",
    merchant: "enel",
  },
  {
    name: "energy bill (Copel layout): previous bill's amount and a reference table",
    text: `COPEL DISTRIBUIÇÃO S.A.
Nota Fiscal/Fatura de Energia Elétrica
UNIDADE CONSUMIDORA 87654321
VENCIMENTO 12/12/2026
VALOR A PAGAR R$ 198,77
Data de emissão 20/11/2026
Consumo faturado 180 kWh
Fatura anterior R$ 205,40 paga em 10/11/2026
Composição do valor: Energia 120,33 Distribuição 45,12 Tributos 33,32`,
    kind: "bill",
    amount: 19_877,
    date: "2026-11-20",
    dueDate: "2026-12-12",
    merchant: "copel",
  },
  {
    name: "energy bill (Light layout): OCR reads the due amount with O for 0 only",
    text: `LIGHT SERVIÇOS DE ELETRICIDADE S.A.
CONTA DE ENERGIA
Instalação 0412345678
Vencimento 09/12/2026
Total a pagar R$ 4O5,2O
Consumo 310 kWh
Bandeira tarifária Amarela`,
    kind: "bill",
    amount: null,
    dueDate: "2026-12-09",
    merchant: "light",
  },
  // ---- Water and gas ----
  {
    name: "water bill (Sabesp layout): Água and Esgoto lines, total, line valid",
    text: `SABESP
Companhia de Saneamento Básico do Estado de São Paulo
CONTA DE ÁGUA/ESGOTO
RGI 0123456789
Mês Ref.: 11/2026   Vencimento: 08/12/2026
Leitura atual 1234 em 18/11/2026   Leitura anterior 1222 em 19/10/2026
Consumo m³ 12
Água   58,30
Esgoto   58,30
Total a Pagar R$ 116,60
${formatBoletoLine(waterLine)}`,
    kind: "bill",
    amount: 11_660,
    dueDate: "2026-12-08",
    merchant: "sabesp",
  },
  {
    name: "water bill (Copasa layout): labels over values, a history of m³",
    text: `COPASA
Companhia de Saneamento de Minas Gerais
Fatura de Água e Esgoto
Matrícula 12345678-9
VALOR A PAGAR   VENCIMENTO
R$ 143,27   14/12/2026
Histórico de consumo
NOV/26 15 m³
OUT/26 14 m³
Hidrômetro A12B345678`,
    kind: "bill",
    amount: 14_327,
    dueDate: "2026-12-14",
    merchant: "copasa",
  },
  {
    name: "gas bill (Comgás layout)",
    text: `COMGÁS
Companhia de Gás de São Paulo
Gás Natural Canalizado - Residencial
Código do usuário 12345678
Vencimento 18/12/2026
Valor total a pagar R$ 89,64
Consumo 9 m³
Leitura atual 01234 Leitura anterior 01225`,
    kind: "bill",
    amount: 8964,
    dueDate: "2026-12-18",
    merchant: "comg",
  },
  // ---- Telecom ----
  {
    name: "NFCom (DANFE-COM layout): 'Total em Reais', 'Referência', line valid",
    text: `CLARO S.A.
CNPJ 40.432.544/0001-47
DOCUMENTO AUXILIAR DA NOTA FISCAL DE FATURA DE SERVIÇOS DE COMUNICAÇÃO ELETRÔNICA
Nome: PATRICIA ALVES
Nro. do Cliente: 123456789
Vencimento: 15/12/2026   Total em Reais: 149,90   Referência: 11/2026
Telefone Principal: (11) 91234-5678
Plano Claro Controle 25GB   99,90
Claro TV+ Box   50,00
${formatBoletoLine(telecomLine)}`,
    kind: "bill",
    amount: 14_990,
    dueDate: "2026-12-15",
    merchant: "claro",
  },
  {
    name: "NFCom photo: 'Total em Reais' and no line",
    text: `TELEFONICA BRASIL S.A.
Documento Auxiliar da Nota Fiscal Fatura de Serviços de Comunicação Eletrônica
NFCom nº 1234567 Série 1
Nro. do Cliente 0987654321
Vencimento
12/12/2026
Total em Reais
R$ 119,99
Referência NOV/2026
Vivo Fibra 500 Mega 119,99`,
    kind: "bill",
    amount: 11_999,
    dueDate: "2026-12-12",
    merchant: "vivo",
  },
  {
    name: "telecom bill (TIM layout): 'Valor total desta conta' and a discount line",
    text: `TIM S.A.
Sua conta TIM
Plano TIM Black 50GB
Período de 01/11/2026 a 30/11/2026
Vencimento 20/12/2026
Serviços contratados 129,99
Descontos e promoções -20,00
Valor total desta conta R$ 109,99
Franquia de dados 50 GB, minutos ilimitados`,
    kind: "bill",
    amount: 10_999,
    dueDate: "2026-12-20",
    merchant: "tim",
  },
  // ---- Tax guides ----
  {
    name: "DAS (Simples Nacional): value under 'Valor Total do Documento', composition table",
    text: `Documento de Arrecadação
do Simples Nacional
CNPJ   Razão Social
12.345.678/0001-95   MARIA SILVA SERVICOS DE BELEZA LTDA
Período de Apuração   Data de Vencimento   Número do Documento
Outubro/2026   20/11/2026   07.20.26302.1234567-8
Pagar este documento até   Valor Total do Documento
20/11/2026   1.234,56
Composição do Documento de Arrecadação
Código   Denominação   Principal   Multa   Juros   Total
1001   IRPJ - SIMPLES NACIONAL   67,90   67,90
1002   CSLL - SIMPLES NACIONAL   43,21   43,21
1004   COFINS - SIMPLES NACIONAL   156,78   156,78
1006   CPP - SIMPLES NACIONAL   521,67   521,67
1010   ISS - SIMPLES NACIONAL   445,00   445,00
Totais   1.234,56   0,00   0,00   1.234,56
${formatBoletoLine(dasLine)}`,
    kind: "bill",
    amount: 123_456,
    dueDate: "2026-11-20",
    merchant: "simples nacional",
  },
  {
    name: "DARF (numbered boxes)",
    text: `MINISTÉRIO DA FAZENDA
SECRETARIA DA RECEITA FEDERAL DO BRASIL
Documento de Arrecadação de Receitas Federais
DARF
02 PERÍODO DE APURAÇÃO 31/10/2026
03 NÚMERO DO CPF OU CNPJ 123.456.789-09
04 CÓDIGO DA RECEITA 0190
06 DATA DE VENCIMENTO 30/11/2026
07 VALOR DO PRINCIPAL 523,40
08 VALOR DA MULTA
09 VALOR DOS JUROS E / OU ENCARGOS DL - 1.025/69
10 VALOR TOTAL 523,40
11 AUTENTICAÇÃO BANCÁRIA (Somente nas 1ª e 2ª vias)`,
    kind: "bill",
    amount: 52_340,
    dueDate: "2026-11-30",
    merchant: "receita federal",
  },
  {
    name: "IPTU carnê: instalment, due date, value",
    text: `PREFEITURA DO MUNICÍPIO DE CAMPINAS
IPTU 2026 - Notificação de Lançamento
Contribuinte: ANTONIO SOUZA
Parcela 11/12
Vencimento 10/12/2026
Valor a pagar R$ 187,30
Código de barras para pagamento em qualquer banco`,
    kind: "bill",
    amount: 18_730,
    dueDate: "2026-12-10",
  },
  // ---- Card statements ----
  {
    name: "NFC-e photo: gross and discount read into one line from two columns",
    text: `SUPERMERCADO VILA NOVA
CNPJ 12.345.678/0001-95
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 CARNE MOIDA KG 1,000 KG 39,90 39,90
002 BATATA KG 2,000 KG 5,99 11,98
003 CEBOLA KG 1,000 KG 6,52 6,52
Valor total R$ 58,40 Desconto R$ 3,50
Valor a pagar R$ 54,90
Emissao 31/10/2026 17:45:12`,
    kind: "receipt",
    amount: 5490,
    date: "2026-10-31",
    merchant: "vila nova",
  },
  {
    name: "telecom bill photo: TOTAL A PAGAR, then R$, then the value, each on its own line",
    text: `VIVO
Telefônica Brasil S.A.
Sua conta Vivo
Plano Vivo Pós 30GB
Vencimento 19/12/2026
TOTAL A PAGAR
R$
99,99
Mês de referência NOV/2026`,
    kind: "bill",
    amount: 9999,
    dueDate: "2026-12-19",
    merchant: "vivo",
  },
  {
    name: "Pix (Nubank layout, photo): date in words with the weekday, amount in the title line",
    text: `Comprovante de transferência
Sex, 20 nov 2026 - 14:05
Valor R$ 35,00
Tipo de transferência Pix
Destino
Nome Banca do Seu Ze
CPF •••.123.456-••
Instituição MERCADO PAGO IP LTDA
Origem
Nome Rita Alves
Instituição NU PAGAMENTOS - IP`,
    kind: "pix_receipt",
    amount: 3500,
    date: "2026-11-20",
    merchant: "banca do seu ze",
  },
  {
    name: "card statement photo: two boxes read as one line each, gaps lost",
    text: `Caixa
Fatura cartão de crédito Caixa Elo final 5566
Total desta fatura Pagamento mínimo
R$ 2.345,67 R$ 351,85
Vencimento 16/12/2026`,
    kind: "card_statement",
    amount: null,
    dueDate: "2026-12-16",
    merchant: "caixa",
  },
  {
    name: "card statement photo: total and minimum read into one line",
    text: `C6 Bank
Fatura do cartão final 7788
Valor da fatura R$ 980,40 Pagamento mínimo R$ 147,06
Vencimento 11/12/2026`,
    kind: "card_statement",
    amount: 98_040,
    dueDate: "2026-12-11",
    merchant: "c6",
  },
  {
    name: "NFC-e photo: the total misread by one digit, the card and the items agree",
    text: `MERCEARIA DONA ANA
CNPJ 77.112.233/0001-00
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 LEITE INTEGRAL 1L 4 UN 4,99 19,96
002 PAO DE FORMA 1 UN 8,99 8,99
003 MANTEIGA 200G 1 UN 12,50 12,50
004 OVOS DZ 1 UN 17,45 17,45
Valor a pagar R$ 58,98
FORMA PAGAMENTO VALOR PAGO
Cartao de Debito 58,90
Emissao 01/11/2026 08:20:15`,
    kind: "receipt",
    amount: 5890,
    date: "2026-11-01",
    merchant: "dona ana",
  },
  {
    name: "parking ticket: a lone VALOR, no total, no card slip",
    text: `ESTACIONAMENTO CENTRAL PARK
CNPJ 10.203.040/0001-94
Placa ABC1D23
Entrada 20/11/2026 08:02 Saida 20/11/2026 12:47
Permanencia 04:45
VALOR R$ 28,00`,
    kind: "receipt",
    amount: null,
    date: "2026-11-20",
    merchant: "central park",
  },
  {
    name: "paid boleto's receipt from a bank app",
    text: `Comprovante de pagamento de boleto
Nubank
Valor pago
R$ 329,90
Data do pagamento
18/11/2026
Beneficiário
ACADEMIA SMART FIT LTDA
CNPJ 10.203.040/0001-94
Data de vencimento
20/11/2026
Valor do documento
R$ 329,90
Código de barras
${formatBoletoLine(paidLine)}`,
    kind: "boleto",
    amount: 32_990,
    dueDate: "2026-11-20",
    merchant: "smart fit",
  },
  {
    name: "GRU (federal fee): '(=) Valor Total', 'Vencimento'",
    text: `MINISTÉRIO DA FAZENDA
Guia de Recolhimento da União - GRU
Nome do Contribuinte / Recolhedor: PAULO ROCHA
Nome da Unidade Favorecida: DEPARTAMENTO DE POLICIA FEDERAL
Código de Recolhimento 14001-7
Competência 11/2026
Vencimento 30/11/2026
(=) Valor do Principal 257,25
(=) Valor Total 257,25`,
    kind: "bill",
    amount: 25_725,
    dueDate: "2026-11-30",
  },
  {
    name: "card statement: 'Total da sua fatura'",
    text: `PicPay Card
Fatura do cartão de crédito
O total da sua fatura é
R$ 640,12
Vencimento 17/12/2026
Pagamento mínimo R$ 96,02
Limite disponível R$ 1.359,88`,
    kind: "card_statement",
    amount: 64_012,
    dueDate: "2026-12-17",
    merchant: "picpay",
  },
  {
    name: "Pix paid through a merchant's QR code: 'Valor pago' after 'Valor do documento' and 'Desconto'",
    text: `Banco Inter
Comprovante de pagamento
Pagamento via Pix efetuado
Valor do documento R$ 120,00
Desconto R$ 12,00
Valor pago R$ 108,00
Data do pagamento 25/10/2026
Recebedor
LOJA VIRTUAL BELEZA PURA LTDA
ID da transação E00416968202610251230XyZaBcDeF01`,
    kind: "pix_receipt",
    amount: 10_800,
    date: "2026-10-25",
    merchant: "beleza pura",
  },
  {
    name: "NFC-e photo: the thousands dot read as a space in both totals, the card line intact",
    text: `MOVEIS E COLCHOES DESCANSO LTDA
CNPJ 55.667.788/0001-86
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 COLCHAO CASAL MOLAS 1 UN 1 250,00
Valor total R$ 1 250,00
Valor a pagar R$ 1 250,00
FORMA PAGAMENTO VALOR PAGO
Cartao de Credito 1.250,00
Emissao 07/11/2026 11:30:00`,
    kind: "receipt",
    amount: 125_000,
    date: "2026-11-07",
    merchant: "descanso",
  },
  {
    name: "NFC-e photo: the thousands dot read as a space, nothing intact",
    text: `ELETRONICOS PONTO DIGITAL
CNPJ 44.556.677/0001-86
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 NOTEBOOK 15 POL 1 UN 3 499,00
Valor total R$ 3 499,00
Valor a pagar R$ 3 499,00
Emissao 06/11/2026 15:10:00`,
    kind: "receipt",
    amount: null,
    date: "2026-11-06",
  },
  {
    name: "NFC-e photo: the thousands dot read as a comma",
    text: `MAGAZINE CASA BELA
CNPJ 06.543.021/0001-30
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
Valor total R$ 2,180,00
Valor a pagar R$ 2,180,00
Emissao 05/11/2026 10:00:00`,
    kind: "receipt",
    amount: null,
    date: "2026-11-05",
  },
  {
    name: "restaurant slip: couvert and service both added after the subtotal",
    text: `BOTECO DA ESQUINA
CNPJ 33.445.566/0001-86
Mesa 08
2 CAIPIRINHA 36,00
1 PASTEL MISTO 6 UN 42,00
1 FEIJOADA 42,00
Subtotal 120,00
Couvert artistico 2 x 15,00 30,00
Servico 10% 15,00
Total 165,00
Cartao de Debito 165,00
04/11/2026 23:10`,
    kind: "receipt",
    amount: 16_500,
    date: "2026-11-04",
    merchant: "boteco",
  },
  {
    name: "Pix photo: the thousands dot read as a space",
    text: `Comprovante de transferência
Pix enviado
Valor R$ 2 500,00
Data 03/11/2026 - 09:12:44
Destino
Nome Construtora Alicerce Ltda
ID da transação: E18236120202611031212s0123456789`,
    kind: "pix_receipt",
    amount: null,
    date: "2026-11-03",
    merchant: "alicerce",
  },
  {
    name: "Pix (Santander layout): 'Valor pago' below, 'Para' then the name",
    text: `Santander
Comprovante do Pix
Valor pago
R$ 89,00
Data/hora
02/11/2026 às 12:05
Para
Nome
Studio Pilates Equilibrio
CPF/CNPJ
10.203.040/0001-94
De
Nome
Luiza Prado
ID da transação
E90400888202611021505a1b2c3d4e5f`,
    kind: "pix_receipt",
    amount: 8900,
    date: "2026-11-02",
    merchant: "pilates",
  },
  {
    name: "card statement: summary of previous balance, payments, purchases and 'Saldo desta fatura'",
    text: `Ourocard Visa Banco do Brasil
Fatura do cartão final 1122
Resumo da fatura
Saldo anterior R$ 1.050,00
(-) Total de pagamentos R$ 1.050,00
(+) Total de compras R$ 842,19
(=) Saldo desta fatura R$ 842,19
Vencimento 07/12/2026
Pagamento mínimo R$ 126,33`,
    kind: "card_statement",
    amount: 84_219,
    dueDate: "2026-12-07",
    merchant: "banco do brasil",
  },
  {
    name: "card statement: only 'Total de pagamentos' and 'Total de compras' printed",
    text: `Banco XPTO
Fatura do cartão de crédito
Resumo da fatura
Total de pagamentos R$ 500,00
Total de compras R$ 780,45
Pagamento mínimo R$ 117,07
Vencimento 09/12/2026`,
    kind: "card_statement",
    amount: null,
    dueDate: "2026-12-09",
  },
  {
    name: "DAS-MEI: a row of labels over its values, 'Pagar este documento até'",
    text: `Documento de Arrecadação do Simples Nacional
DAS - MEI
CNPJ 12.345.678/0001-95 Nome: JOAO SILVA 12345678909
Período de Apuração: Novembro/2026
Pagar este documento até   Valor Total do Documento
22/12/2026   81,05
Número: 07.20.26330.7654321-0
INSS 75,90 ICMS 1,00 ISS 5,00`,
    kind: "bill",
    amount: 8105,
    dueDate: "2026-12-22",
    merchant: "simples nacional",
  },
  {
    name: "card statement PDF: a row of labels over a row of values",
    text: `Santander
Fatura do cartão de crédito Santander SX Visa final 9876
Total a pagar   Pagamento mínimo   Vencimento
R$ 1.876,40   R$ 281,46   08/12/2026
Limite disponível R$ 2.123,60
Compras nacionais`,
    kind: "card_statement",
    amount: 187_640,
    dueDate: "2026-12-08",
    merchant: "santander",
  },
  {
    name: "NFC-e: paid with two cards, total printed once",
    text: `LIVRARIA CULTURA E ARTE
CNPJ 77.112.233/0001-00
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 LIVRO ROMANCE 1 UN 89,90
002 AGENDA 2027 1 UN 60,10
Valor a pagar R$ 150,00
FORMA PAGAMENTO VALOR PAGO
Cartao de Credito 100,00
Cartao de Debito 50,00
Emissao 09/11/2026 18:12:40`,
    kind: "receipt",
    amount: 15_000,
    date: "2026-11-09",
    merchant: "livraria cultura",
  },
  {
    name: "NFC-e: total's value on the line under its label, cash and change",
    text: `HORTIFRUTI BOA COLHEITA
CNPJ 10.203.040/0001-94
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
001 BANANA PRATA KG 1,250 KG 7,99 9,99
002 TOMATE KG 0,980 KG 8,49 8,32
003 ALFACE CRESPA 2 UN 3,50 7,00
Valor a Pagar R$
25,31
Dinheiro
30,00
Troco
4,69
Emissao 08/11/2026 09:40:02`,
    kind: "receipt",
    amount: 2531,
    date: "2026-11-08",
    merchant: "boa colheita",
  },
  {
    name: "water bill: a table of past bills under a 'Valor total' header, no line",
    text: `SANEPAR
Companhia de Saneamento do Paraná
Fatura de água e esgoto
Matrícula 1234567-8
Vencimento 11/12/2026
Total a pagar R$ 96,12
Últimas faturas
Mês   Consumo m³   Valor total
OUT/26   11   91,40
SET/26   12   99,85
AGO/26   10   86,03`,
    kind: "bill",
    amount: 9612,
    dueDate: "2026-12-11",
    merchant: "sanepar",
  },
  {
    name: "card statement (Itaú layout): previous bill's total printed first",
    text: `Itaú Personnalité
Fatura do cartão Itaucard Visa final 4321
Resumo da fatura
Total da fatura anterior R$ 1.980,00
Pagamentos efetuados - R$ 1.980,00
Lançamentos atuais R$ 2.345,67
Total desta fatura R$ 2.345,67
Pagamento mínimo R$ 351,85
Vencimento 05/12/2026
Emissão 27/11/2026
Limite total de crédito R$ 10.000,00
Lançamentos: compras e saques
28/10 SUPERMERCADO EXTRA 412,30
02/11 POSTO IPIRANGA 250,00`,
    kind: "card_statement",
    amount: 234_567,
    dueDate: "2026-12-05",
    merchant: "ita",
  },
  {
    name: "card statement (Nubank layout): 'Total a pagar' after previous bill and payment",
    text: `Nubank
Olá, Pedro. Esta é a sua fatura de dezembro
Data do vencimento: 15 DEZ 2026
RESUMO DA FATURA ATUAL
Fatura anterior R$ 890,10
Pagamento recebido -R$ 890,10
Total de compras de todos os cartões R$ 1.102,35
Total a pagar R$ 1.102,35
Pagamento mínimo R$ 165,35
Limite total R$ 5.000,00`,
    kind: "card_statement",
    amount: 110_235,
    dueDate: "2026-12-15",
    merchant: "nubank",
  },
  {
    name: "card statement: total below its label, 'Próximas faturas' beside",
    text: `Banco Inter
Fatura do cartão de crédito
Total desta fatura
R$ 3.210,44
Pagamento mínimo
R$ 481,57
Vencimento
10/12/2026
Próximas faturas R$ 1.500,00
Melhor dia de compra 01`,
    kind: "card_statement",
    amount: 321_044,
    dueDate: "2026-12-10",
    merchant: "inter",
  },
  // ---- Lone totals the rest of the slip contradicts or confirms ----
  {
    name: "Shop slip: a lone total whose digits the items hold in another order gives no amount",
    text: `PAPELARIA LAPIS DE COR
CNPJ 18.181.818/0001-18
CANETA AZUL 2 UN X 3,50 7,00
CADERNO 96FLS 1 UN X 19,90 19,90
TOTAL R$ 62,90
06/11/2026 10:14`,
    kind: "receipt",
    amount: null,
    date: "2026-11-06",
    merchant: "lapis de cor",
  },
  {
    name: "NFC-e: every item read (count printed) and a lone total that differs gives no amount",
    text: `DROGARIA BEM ESTAR LTDA
CNPJ 29.292.929/0001-29
Documento Auxiliar da Nota Fiscal de Consumidor Eletronica
7891058001155 PARACETAMOL 750MG 1 UN X 14,90 14,90
7896004703398 SORO FISIOLOGICO 2 UN X 6,75 13,50
Qtd. total de itens 2
Valor a pagar R$ 38,40
Emissao: 03/11/2026 19:40:02`,
    kind: "receipt",
    amount: null,
    date: "2026-11-03",
    merchant: "bem estar",
  },
  {
    name: "Butcher's slip: the total's comma lost by OCR, confirmed by the card payment",
    text: `ACOUGUE BOI NOBRE
CNPJ 14.141.414/0001-14
ALCATRA KG 1,250 X 49,90 62,38
LINGUICA TOSCANA KG 0,800 X 24,90 19,92
TOTAL 8230
CREDITO 82,30
10/11/2026 17:05`,
    kind: "receipt",
    amount: 8_230,
    date: "2026-11-10",
    merchant: "boi nobre",
  },
  {
    name: "Card machine slip alone, the shop's name holding the word TOTAL",
    text: `VIA CLIENTE
REDE
ATLETICA TOTAL ESPORTES
CNPJ 15.151.515/0001-15
CREDITO A VISTA
VALOR: R$ 1.299,90
AUT: 482913 NSU: 000731
09/11/2026 15:33`,
    kind: "receipt",
    amount: 129_990,
    date: "2026-11-09",
    merchant: "atletica",
  },
  // ---- Phone OCR reading a SAT extract's labels as one column and its values as another ----
  {
    name: "SAT: labels stacked, then their values, a subtotal discount among them",
    text: `EMPORIO VILA RICA LTDA
CNPJ: 19.283.746/0001-50
Extrato N: 41234
CUPOM FISCAL ELETRONICO - SAT
1 55501 QUEIJO MINAS KG 0,7500 KG X 42,90 (6,10) 32,18
Total bruto de Itens
Desconto sobre o Subtotal
TOTAL R$
Cartao de Debito
Troco R$:
32,18
-3,18
29,00
29,00
0,00
19/11/2026 - 11:02:33`,
    kind: "receipt",
    amount: 2_900,
    date: "2026-11-19",
    merchant: "vila rica",
  },
  {
    name: "SAT: labels stacked, one of their values lost, no amount",
    text: `ARMAZEM SERRA AZUL LTDA
CNPJ: 19.283.746/0001-50
Extrato N: 41235
CUPOM FISCAL ELETRONICO - SAT
1 55502 SALAME ITALIANO KG 0,4000 KG X 89,50 (7,20) 35,80
Total bruto de Itens
Desconto sobre o Subtotal
TOTAL R$
Cartao de Debito
Troco R$:
35,80
31,00
31,00
0,00
19/11/2026 - 11:40:02`,
    kind: "receipt",
    amount: null,
    date: "2026-11-19",
    merchant: "serra azul",
  },
  // ---- Due dates printed without a year ----
  {
    name: "gas bill, no payment line: 'Vencimento 05/01' read in November is next January",
    text: `ULTRAGAZ - Gás a granel
Condomínio Residencial Ipês
Fatura de gás   Referência NOV/26
Vencimento 05/01
Consumo 14,2 kg
Total a pagar R$ 212,35
Pague com Pix ou débito automático`,
    kind: "bill",
    amount: 21_235,
    dueDate: "2027-01-05",
  },
  {
    name: "card statement app screen: 'Fatura fechada' and 'Vencimento 08 JAN', the open bill beside",
    text: `Cartão de crédito
Banco Inter
Fatura fechada
R$ 1.150,90
Vencimento 08 JAN
Pagamento mínimo R$ 172,64
Fatura aberta (fecha em 01 JAN) R$ 64,10`,
    kind: "card_statement",
    amount: 115_090,
    dueDate: "2027-01-08",
    merchant: "inter",
  },
];
