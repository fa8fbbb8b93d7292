import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeAudio } from "./decode-audio.ts";
import { speak } from "./samples/sample-set.ts";
import {
  byDuration,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from "./testing/fake-transcription-server.ts";
import { createOpenAiTranscriber, transcriptionEndpoint } from "./transcriber.ts";

const SPOKEN = "gastei cinquenta e oito reais no mercado";
let server: FakeTranscriptionServer;
let voice: { ogg: Buffer; seconds: number };

beforeAll(async () => {
  voice = speak(SPOKEN);
  server = await startFakeTranscriptionServer({
    apiKey: "test-key",
    model: "whisper-1",
    answer: byDuration([
      { text: SPOKEN, seconds: voice.seconds },
      { text: "outra coisa", seconds: voice.seconds + 1 },
    ]),
  });
});
afterAll(() => server.close());

describe("voice notes", () => {
  it("decodes a WhatsApp-style Ogg/Opus note to 16 kHz mono of the same length", async () => {
    const audio = await decodeAudio(voice.ogg);
    expect(Math.abs(audio.seconds - voice.seconds)).toBeLessThan(0.05);
    const energy = audio.samples.reduce((sum, s) => sum + s * s, 0) / audio.samples.length;
    expect(energy).toBeGreaterThan(1e-4);
    expect(audio.wav.subarray(0, 4).toString("ascii")).toBe("RIFF");
  });

  it("sends the decoded audio to an OpenAI-compatible endpoint and returns what was heard", async () => {
    const transcriber = createOpenAiTranscriber({ url: server.url, apiKey: "test-key", model: "whisper-1" });
    const audio = await decodeAudio(voice.ogg);
    expect(await transcriber.transcribe(audio.wav)).toBe(SPOKEN);
    expect(server.requests.at(-1)).toMatchObject({ model: "whisper-1", language: "pt" });
  });

  it("treats a provider outage as retryable and a wrong key as final", async () => {
    const audio = await decodeAudio(voice.ogg);
    server.failNext(1, 503);
    const ok = createOpenAiTranscriber({ url: server.url, apiKey: "test-key", model: "whisper-1" });
    await expect(ok.transcribe(audio.wav)).rejects.toMatchObject({
      code: "transcription_failed",
      retryable: true,
    });
    const wrongKey = createOpenAiTranscriber({ url: server.url, apiKey: "nope", model: "whisper-1" });
    await expect(wrongKey.transcribe(audio.wav)).rejects.toMatchObject({
      code: "transcription_failed",
      retryable: false,
    });
  });

  it("accepts a base URL, a /v1 base or the full endpoint", () => {
    expect(transcriptionEndpoint("https://api.example.com")).toBe(
      "https://api.example.com/v1/audio/transcriptions",
    );
    expect(transcriptionEndpoint("http://whisper:8000/v1/")).toBe(
      "http://whisper:8000/v1/audio/transcriptions",
    );
    expect(transcriptionEndpoint("http://h/v1/audio/transcriptions")).toBe(
      "http://h/v1/audio/transcriptions",
    );
  });
});
