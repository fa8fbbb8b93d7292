/**
 * `cli read FILE...`: reads photos, PDFs and voice notes and prints one JSON line per file with the
 * fields the assistant uses (see reading-json.ts). A file that cannot be read gets an `error`.
 */
import { readFile, stat } from "node:fs/promises";
import type { Writable } from "node:stream";
import { parseMessage } from "@tostao/core";
import { MediaError } from "../media/media-error.ts";
import { type MediaReaderDeps, readMedia } from "../media/read-media.ts";
import { documentJson, errorJson, type ReadingJson } from "../media/reading-json.ts";

export interface ReadOptions {
  today: string;
  now: Date;
  maxBytes: number;
  /** A password for protected PDFs (tried on every PDF given). */
  password?: string;
}

/** What a voice note says, as the fields of the record or reminder it describes. */
function voiceJson(file: string, transcript: string, now: Date): ReadingJson {
  const first = parseMessage(transcript, now)[0];
  const record = first?.intent === "record" ? first : null;
  const reminder = first?.intent === "reminder" ? first : null;
  return {
    file,
    kind: "unknown",
    amount: record?.amount ?? reminder?.amount ?? null,
    date: record?.date ?? null,
    due_date: reminder?.date ?? null,
    merchant: null,
    category: record?.category ?? null,
    payment: record?.payment?.method ? { method: record.payment.method } : null,
    access_key: null,
    payment_line: null,
    transcript,
  };
}

async function readOne(deps: MediaReaderDeps, file: string, options: ReadOptions): Promise<ReadingJson> {
  try {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return errorJson(file, "unreadable", "Arquivo não encontrado.");
    if (info.size > options.maxBytes) {
      return errorJson(
        file,
        "too_large",
        `Arquivo maior que ${Math.round(options.maxBytes / 1_048_576)} MB.`,
      );
    }
    const reading = await readMedia(
      deps,
      { bytes: await readFile(file), password: options.password },
      options.today,
    );
    if (reading.type === "voice") return voiceJson(file, reading.transcript, options.now);
    if (reading.type === "statement")
      return errorJson(file, "unsupported", "Extrato bancário (OFX, CSV ou XLSX): leia com `cli import`.");
    return documentJson(file, reading.fields);
  } catch (error) {
    if (error instanceof MediaError) return errorJson(file, error.code, MESSAGES[error.code]);
    return errorJson(file, "unreadable", `Falha ao ler: ${(error as Error).message}`);
  }
}

const MESSAGES: Record<MediaError["code"], string> = {
  unsupported: "Tipo de arquivo não suportado (use JPG, PNG, WebP, PDF, OGG/Opus ou WAV).",
  mislabelled: "O conteúdo do arquivo não é o que o nome diz (foto, PDF ou áudio).",
  too_large: "Arquivo grande demais.",
  download_failed: "Não foi possível baixar o arquivo.",
  password_required: "PDF protegido por senha: informe --password.",
  wrong_password: "A senha informada não abre o PDF.",
  unreadable: "Não foi possível ler o arquivo.",
  scan_unreadable:
    "PDF digitalizado sem imagem legível das páginas (instale poppler-utils para que o pdftoppm as renderize).",
  transcription_unavailable: "Transcrição de áudio não configurada: defina TRANSCRIBE_URL.",
  transcription_failed: "O serviço de transcrição falhou.",
  audio_too_long: "Áudio longo demais (até 10 minutos).",
  image_too_large: "Imagem com pixels demais.",
  pdf_too_large: "PDF com páginas demais ou páginas grandes demais.",
  took_too_long: "A leitura passou do tempo limite.",
  too_complex: "A leitura passou do limite de memória.",
  no_access: "Sem assinatura ativa.",
  too_many_files: "Arquivos demais seguidos.",
};

/** Reads the files one after another (one core), writing each line as soon as it is ready. */
export async function runRead(deps: MediaReaderDeps, files: string[], out: Writable, options: ReadOptions) {
  for (const file of files) out.write(`${JSON.stringify(await readOne(deps, file, options))}\n`);
}
