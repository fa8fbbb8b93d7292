import { describe, expect, it } from "vitest";
import { oggOpusLength, opusPacketSamples, wavLength } from "./audio-length.ts";
import { decodeAudio } from "./decode-audio.ts";
import { MediaError } from "./media-error.ts";
import { speak } from "./samples/sample-set.ts";
import { oggOpusBomb } from "./testing/hostile-files.ts";

describe("a voice note's length from its container", () => {
  it("reads a real voice note's length from its pages", () => {
    const voice = speak("gastei quarenta reais na farmácia");
    const length = oggOpusLength(voice.ogg);
    expect(length.channels).toBe(1);
    expect(Math.abs(length.seconds - voice.seconds)).toBeLessThan(0.05);
  });

  it("counts 80 minutes in a 120 KB file of 2-byte packets, whatever its granule positions claim", () => {
    const honest = oggOpusBomb(80);
    const lying = oggOpusBomb(80, { lyingGranules: true });
    expect(honest.length).toBeLessThan(130_000);
    expect(oggOpusLength(honest).seconds).toBeCloseTo(4800, 0);
    expect(oggOpusLength(lying).seconds).toBeCloseTo(4800, 0);
  });

  it("finds pages hidden behind garbage, as the decoder does", () => {
    const bomb = oggOpusBomb(20);
    const cut = bomb.indexOf("OggS", 2000);
    const hidden = Buffer.concat([bomb.subarray(0, cut), Buffer.from("garbage"), bomb.subarray(cut)]);
    expect(oggOpusLength(hidden).seconds).toBeCloseTo(1200, 0);
  });

  it("reads frame counts from the TOC byte (RFC 6716 §3.1)", () => {
    expect(opusPacketSamples(Uint8Array.from([(31 << 3) | 0]))).toBe(960); // one 20 ms CELT frame
    expect(opusPacketSamples(Uint8Array.from([(1 << 3) | 1, 0]))).toBe(1920); // two 20 ms SILK frames
    expect(opusPacketSamples(Uint8Array.from([(31 << 3) | 3, 6]))).toBe(5760); // six 20 ms: 120 ms
    expect(opusPacketSamples(Uint8Array.from([(31 << 3) | 3, 48]))).toBe(5760); // 960 ms is not a packet
  });

  it("reads a WAV's length from its headers", () => {
    const header = Buffer.alloc(44);
    header.write("RIFF", 0);
    header.write("WAVEfmt ", 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(8000, 24);
    header.writeUInt16LE(16, 34);
    header.write("data", 36);
    header.writeUInt32LE(32_000, 40);
    expect(wavLength(Buffer.concat([header, Buffer.alloc(32_000)])).seconds).toBe(2);
  });

  it("refuses a long voice note before decoding it, with the real reason", async () => {
    const started = performance.now();
    const refused = await decodeAudio(oggOpusBomb(80, { lyingGranules: true })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MediaError);
    expect((refused as MediaError).code).toBe("audio_too_long");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("decodes a note within the limit to 16 kHz mono, and refuses a 2-minute one under a 1-minute limit", async () => {
    const voice = speak("paguei doze reais no pão");
    const decoded = await decodeAudio(voice.ogg);
    expect(Math.abs(decoded.seconds - voice.seconds)).toBeLessThan(0.05);
    const refused = await decodeAudio(oggOpusBomb(2), 60).catch((e: unknown) => e);
    expect((refused as MediaError).code).toBe("audio_too_long");
  });
});
