/**
 * A real local HTTP server speaking the OpenAI-compatible `POST /v1/audio/transcriptions` protocol
 * (multipart: file, model, language, response_format; Bearer auth; `{ text }` back), for tests and
 * the benchmark. It checks the upload is a real 16 kHz mono WAV and hands its samples to `answer`,
 * which decides the transcript; errors are injected like a provider's (429/500 JSON).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseWav } from "../decode-audio.ts";

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  seconds: number;
  samples: Float32Array;
}

export interface FakeTranscriptionServer {
  /** Base URL to use as TRANSCRIBE_URL. */
  readonly url: string;
  readonly requests: TranscriptionRequest[];
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function startFakeTranscriptionServer(options: {
  apiKey: string;
  model?: string;
  answer: (request: TranscriptionRequest) => string;
}): Promise<FakeTranscriptionServer> {
  const requests: TranscriptionRequest[] = [];
  let failRemaining = 0;
  let failStatus = 500;
  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string) =>
      reply(status, { error: { message, type, code: null } });
    const raw = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions")
      return error(404, "Not found", "invalid_request_error");
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(401, "Incorrect API key provided", "invalid_request_error");
    if (failRemaining > 0) {
      failRemaining--;
      return error(failStatus, "The server had an error while processing your request.", "server_error");
    }
    let form: FormData;
    try {
      form = await new Request("http://local/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: raw,
      }).formData();
    } catch {
      return error(400, "Could not parse multipart form", "invalid_request_error");
    }
    const file = form.get("file");
    const model = form.get("model");
    if (!(file instanceof Blob)) return error(400, "Missing file", "invalid_request_error");
    if (typeof model !== "string" || (options.model && model !== options.model)) {
      return error(400, `Invalid model: ${String(model)}`, "invalid_request_error");
    }
    let wav: ReturnType<typeof parseWav>;
    try {
      wav = parseWav(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return error(400, "Invalid file format.", "invalid_request_error");
    }
    if (wav.rate !== 16_000 || wav.channels.length !== 1)
      return error(400, "Expected 16 kHz mono audio", "invalid_request_error");
    const language = form.get("language");
    const request: TranscriptionRequest = {
      model,
      language: typeof language === "string" ? language : null,
      seconds: wav.length / wav.rate,
      samples: wav.channels[0] as Float32Array,
    };
    requests.push(request);
    reply(200, { text: options.answer(request) });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500) {
      failRemaining = count;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A transcript chooser for known recordings: the spoken text whose recording length is nearest
 * the audio received, so a decoder that truncates or stretches audio gets the wrong words back.
 */
export function byDuration(
  known: Array<{ text: string; seconds: number }>,
): (r: TranscriptionRequest) => string {
  return (r) => {
    const best = [...known].sort(
      (a, b) => Math.abs(a.seconds - r.seconds) - Math.abs(b.seconds - r.seconds),
    )[0];
    return best && Math.abs(best.seconds - r.seconds) < 0.15 ? best.text : "";
  };
}
