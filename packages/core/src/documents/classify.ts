/**
 * What kind of document a text is, as a scored decision: every layout has marks that count for it
 * (its title, its access-key model, its payment-line segment, its vocabulary) and vetoes that rule
 * it out (a bill that offers "Pague com Pix" is no Pix receipt; a till slip that prints "Tributos
 * aprox." or "Simples Nacional" is no tax guide). The layout with the highest score wins when it is
 * clear of the runner-up; a weak or tied decision lowers the confidence the reader reports.
 */
import type { AccessKey } from "./access-key.ts";
import type { BoletoLine } from "./boleto.ts";
import { knownIssuer } from "./issuers.ts";
import type { DocumentKind, DocumentType, Utility } from "./types.ts";

type Mark = readonly [RegExp, number];

/**
 * A receipt written for a payment ("RECIBO DE ALUGUEL", "Recebi de ... a importância de R$ ..."):
 * the word alone as its title, or the phrases that give it ("plena quitação"). A boleto's stub
 * ("Recibo do pagador") is not one.
 */
export const RECIBO =
  /(^|\n)\W*recibo( de (aluguel|locacao|pagamento|prestacao de servicos?|servicos?))?\W*(\n|$)|plena (e geral )?quitacao|firmo o presente recibo|recebi (de|do|da)\b[^\n]*\n?[^\n]*\b(a )?(importancia|quantia)\b/;

const MARKS: Record<Exclude<DocumentType, "unknown">, readonly Mark[]> = {
  nfce: [
    [/documento auxiliar da nota fiscal de consumidor/, 7],
    [/\bnfc-?e\b/, 4],
    [/nota fiscal (de )?consumidor/, 3],
    [/consult[ae] pela chave de acesso|consulte pela chave/, 2],
    [/via (do )?consumidor/, 1],
  ],
  sat: [
    [/cupom fiscal eletr[a-z]*\s*-?\s*sat|cf-?e[ -]?sat/, 7],
    [/\bextrato n/, 2],
    [/\bsat n|serie do sat|\bsat\b.*\d{9}/, 3],
  ],
  ecf: [
    [/\becf\b|ecf-if|\becf-/, 4],
    [/\bcoo\s*:|\bccf\s*:|\bgnf\s*:/, 3],
    [/\bcupom fiscal\b(?! eletr)/, 2],
  ],
  nfe: [
    [/documento auxiliar da nota fiscal eletr/, 6],
    [/\bdanfe\b(?!.{0,4}nfc)/, 3],
    [/destinatario\s*\/?\s*remetente/, 3],
    [/natureza da opera/, 2],
    [/dados dos produtos|calculo do imposto/, 2],
  ],
  shop_receipt: [
    [/nao e documento fiscal|cupom nao fiscal|sem valor fiscal/, 3],
    [/\bmesa\b|garcom|comanda|\bpedido\b/, 2],
    [/\bcaixa\b|operador|\bpdv\b/, 1],
    [/\bsubtotal\b|\bsub total\b/, 2],
    [/\btotal\b/, 1],
    [/troco|\bqtd|\bqtde|vl\.? unit|\bitem\b/, 1],
    // The tax estimate every retail sale prints (Lei 12.741/2012) marks a till slip, not a tax.
    [/tributos? (totais |aprox|incidentes)|valor aprox[a-z.]* dos tributos|12\.?741|\bibpt\b/, 2],
    [/\b\d+(,\d+)? ?(un|und|kg|lt|pc|cx|x)\b[^\n]*\d,\d{2}/, 2],
    [/\bcnpj\b/, 1],
    // A receipt written for a payment (rent, a service): "RECIBO" as its title, "dou plena quitação".
    [RECIBO, 5],
  ],
  nf3e: [[/nota fiscal de energia eletr|danf3e|\bnf3e\b|nf-3e/, 9]],
  nfcom: [[/nota fiscal (de )?fatura de servic[a-z]* de comunica|\bnfcom\b|danfe-?com\b|nf-com/, 9]],
  energy_bill: [
    [/\bkwh\b/, 3],
    [/unidade consumidora|\bcod(igo)?\.? da instalac|numero da instalac|n[o°º]? da instalac/, 2],
    [/bandeira tarif|tarifa social de energia/, 3],
    [/energia eletrica|energia ativa|conta de (luz|energia)/, 3],
    [/ilum(inacao)? publica|\bcip\b|\bcosip\b/, 2],
    [/leitura (atual|anterior)/, 1],
  ],
  water_bill: [
    [/\bm3\b|m³/, 2],
    [/hidrometro/, 3],
    [/agua e esgoto|abastecimento de agua|saneamento|\besgoto\b/, 3],
    [/conta de agua|fatura de agua/, 4],
    [/leitura (atual|anterior)/, 1],
  ],
  gas_bill: [
    [/gas (natural|canalizado)|conta de gas|fatura de gas/, 5],
    [/\bm3\b|m³/, 1],
  ],
  telecom_bill: [
    [/telefonia|linha movel|telefone fixo|servicos? de telecomunica/, 3],
    [/plano (controle|pos|pre)|banda larga|\bfibra\b|internet/, 2],
    [/\bgb\b|minutos|roaming|franquia de dados/, 2],
  ],
  boleto: [
    [/ficha de compensa/, 4],
    [/local de pagamento/, 3],
    [/beneficiario|cedente/, 2],
    [/nosso numero/, 3],
    [/recibo do (pagador|sacado)/, 3],
    [/linha digitavel|\bboleto\b/, 1],
    [/pag(avel|ar) (em qualquer|preferencialmente)/, 2],
    [/valor do documento/, 2],
    [/data (do )?processamento/, 2],
    [/abatimento|valor cobrado|(mora|juros) ?\/ ?multa/, 1],
    // The bank's code and its check digit in the header ("033-7", "001-9", "341-7").
    [
      /\b(001-9|033-7|104-0|237-2|341-7|399-9|748-x|756-0|422-7|077-9|260-7|336-0|212-7|085-x|136-8|041-8|070-1|004-3)\b/,
      2,
    ],
  ],
  card_statement: [
    [/resumo da fatura/, 5],
    [/pagamento minimo/, 4],
    [/limite (total|disponivel|de credito)/, 3],
    [/total (desta|da) fatura/, 3],
    [/fatura (do|de) (seu )?cart|cartao de credito.*fatura/, 4],
    // An app's statement: "Fatura fechada", "Parcele esta fatura", "Opções de parcelamento".
    [/fatura fechada|parcel[ea] (esta|sua) fatura|opcoes de parcelamento/, 3],
    [/melhor dia (de|para) compra/, 3],
    [/compras (nacionais|internacionais)|lancamentos/, 1],
  ],
  pix_receipt: [
    [/comprovante/, 2],
    [
      /pix (enviado|realizado|recebido|agendado)|transferencia (pix|realizada|enviada|recebida)|\bted (enviada|realizada|efetuada|recebida|agendada)|pagamento (pix|via pix) (realizado|efetuado|enviado)|comprovante (de )?(pix|transferencia|ted\b)/,
      5,
    ],
    [/id (da )?transa|end ?to ?end|\be2e\b|\be\d{8}20\d{10}/, 3],
    [/quem recebeu|recebedor|destinatario|favorecido|\bdestino\b/, 2],
    [/quem pagou|\bpagador\b|\borigem\b/, 1],
  ],
  tax_guide: [
    [
      /documento de arrecadacao|\bdarf\b|\bpgdas|guia da previdencia|\bgare\b|\bdae\b|guia de recolhimento|\bgru\b/,
      5,
    ],
    [/\bdas\b( *-? *mei)?|\bgps\b/, 2],
    [/periodo de apuracao|competencia|codigo da receita|numero do documento/, 2],
    [/\biptu\b|\bipva\b|licenciamento|taxa de lixo|\bitbi\b|\bdetran\b|prefeitura|receita federal/, 3],
  ],
};

// What a transfer receipt names its transfer ("DOC" alone is also a card slip's code).
const TRANSFER = /\bpix\b|\bted\b|transferencia|\bdoc (enviado|recebido|realizado)/;

/** Marks that rule a layout out whatever its score. */
const VETOES: Partial<Record<DocumentType, RegExp>> = {
  // A bill that offers Pix to pay it is not a receipt of a Pix made.
  pix_receipt:
    /pague (aqui|com|via|pelo|usando) (o )?pix|pagar com (o )?pix|pix copia e cola|qr ?code (do )?pix para pag|pagamento (via|com) pix (disponivel|aqui)|aponte a camera|leia o qr/,
};

// A payment line's segment names the kind of bill (FEBRABAN: 1 city halls, 2 sanitation, 3 energy
// and gas, 4 telecoms, 5 government bodies, 7 traffic fines).
const SEGMENT_TYPES: Record<string, DocumentType> = {
  "1": "tax_guide",
  "2": "water_bill",
  "3": "energy_bill",
  "4": "telecom_bill",
  "5": "tax_guide",
  "7": "tax_guide",
};

const KEY_TYPES: Record<string, DocumentType> = {
  "55": "nfe",
  "59": "sat",
  "62": "nfcom",
  "63": "shop_receipt",
  "65": "nfce",
  "66": "nf3e",
};

const FISCAL_RECEIPTS: readonly DocumentType[] = ["nfce", "sat", "ecf", "nfe"];

/** The books' kind of each layout. */
export const KIND_OF_TYPE: Record<DocumentType, DocumentKind> = {
  nfce: "receipt",
  sat: "receipt",
  ecf: "receipt",
  nfe: "receipt",
  shop_receipt: "receipt",
  nf3e: "bill",
  nfcom: "bill",
  energy_bill: "bill",
  water_bill: "bill",
  gas_bill: "bill",
  telecom_bill: "bill",
  tax_guide: "bill",
  boleto: "boleto",
  card_statement: "card_statement",
  pix_receipt: "pix_receipt",
  unknown: "unknown",
};

/** The utility of a bill layout. */
export const UTILITY_OF_TYPE: Partial<Record<DocumentType, Utility>> = {
  nf3e: "energy",
  energy_bill: "energy",
  water_bill: "water",
  gas_bill: "gas",
  nfcom: "telecom",
  telecom_bill: "telecom",
};

export interface Classification {
  docType: DocumentType;
  kind: DocumentKind;
  /** 0-1: how clearly the winner beat the runner-up. */
  confidence: number;
  scores: Partial<Record<DocumentType, number>>;
}

/**
 * Scores every layout on a folded text and picks the best.
 * @param hasAmount whether any money amount was read (a till slip without one is no receipt)
 * @param totalLabel whether a total label was read, OCR slips forgiven ("TOrAL")
 */
export function classify(
  folded: string,
  key: AccessKey | null,
  line: BoletoLine | null,
  hasAmount: boolean,
  totalLabel = false,
): Classification {
  const scores: Partial<Record<DocumentType, number>> = {};
  const add = (type: DocumentType, points: number) => {
    scores[type] = (scores[type] ?? 0) + points;
  };
  for (const [type, marks] of Object.entries(MARKS) as Array<[DocumentType, readonly Mark[]]>)
    for (const [re, points] of marks) if (re.test(folded)) add(type, points);
  if (key) add(KEY_TYPES[key.model] ?? "unknown", 10);
  if (totalLabel && !/\btotal\b/.test(folded)) add("shop_receipt", 1);
  if (line?.kind === "bank") add("boleto", 6);
  if (line?.kind === "collection") {
    const type = SEGMENT_TYPES[line.segment ?? ""];
    if (type) add(type, 5);
    else add("boleto", 3);
  }
  const issuer = knownIssuer(folded);
  if (issuer) {
    const type: DocumentType =
      issuer.utility === "tax" ? "tax_guide" : (`${issuer.utility}_bill` as DocumentType);
    add(type, 3);
  }
  // The layout is a bank transfer's receipt: a Pix, or a TED or transfer between accounts.
  if (!TRANSFER.test(folded)) delete scores.pix_receipt;
  for (const [type, veto] of Object.entries(VETOES) as Array<[DocumentType, RegExp]>)
    if (veto.test(folded)) delete scores[type];
  // A till slip's tax lines ("Tributos aprox.", "Simples Nacional") are no tax guide.
  const fiscal = Math.max(...FISCAL_RECEIPTS.map((t) => scores[t] ?? 0));
  if (fiscal >= 6) {
    for (const t of [
      "tax_guide",
      "energy_bill",
      "water_bill",
      "gas_bill",
      "telecom_bill",
      "pix_receipt",
    ] as const)
      delete scores[t];
  }
  // A DANFE of a sale and the bill layouts share "nota fiscal"; a model-66/62 title settles it.
  if ((scores.nf3e ?? 0) >= 9 || (scores.nfcom ?? 0) >= 9) delete scores.nfe;
  // A bill's or card statement's own layout beats the boleto printed at its foot.
  const billish = Math.max(
    ...(
      [
        "nf3e",
        "nfcom",
        "energy_bill",
        "water_bill",
        "gas_bill",
        "telecom_bill",
        "tax_guide",
        "card_statement",
      ] as const
    ).map((t) => scores[t] ?? 0),
  );
  if (billish >= 5 && scores.boleto !== undefined) scores.boleto -= 3;
  // A card statement's marks (minimum payment, limit, summary) are on no plain boleto: with several
  // of them, the slip at its foot is how to pay the statement.
  if ((scores.card_statement ?? 0) >= 7) delete scores.boleto;
  if (!hasAmount && scores.shop_receipt !== undefined && (scores.shop_receipt ?? 0) < 4)
    delete scores.shop_receipt;
  const ranked = (Object.entries(scores) as Array<[DocumentType, number]>)
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 3) {
    // A short slip with a total and an amount is still a shop's receipt.
    if (hasAmount && (scores.shop_receipt ?? 0) >= 1 && ranked.every(([t]) => t === "shop_receipt"))
      return { docType: "shop_receipt", kind: "receipt", confidence: 0.4, scores };
    return { docType: "unknown", kind: "unknown", confidence: 0, scores };
  }
  const margin = first[1] - (second?.[1] ?? 0);
  const confidence = Math.min(1, 0.5 + margin / 10 + first[1] / 40);
  return { docType: first[0], kind: KIND_OF_TYPE[first[0]], confidence, scores };
}
