/**
 * Voice notes to 16 kHz mono 16-bit WAV, the input every Whisper-style transcriber accepts:
 * WhatsApp's Ogg/Opus decoded in WebAssembly (ogg-opus-decoder), or the browser's WAV recording.
 */
import { MEDIA_LIMITS } from "@tostao/core";
import type { OggOpusDecoder } from "ogg-opus-decoder";
import { oggOpusLength, wavLength } from "./audio-length.ts";
import { detectType } from "./detect-type.ts";
import { MediaError } from "./media-error.ts";

export interface DecodedAudio {
  /** 16 kHz mono samples in [-1, 1]. */
  samples: Float32Array;
  seconds: number;
  wav: Buffer;
}

const RATE = 16_000;

function mixDown(channels: Float32Array[], length: number): Float32Array {
  if (channels.length === 1) return (channels[0] as Float32Array).subarray(0, length);
  const out = new Float32Array(length);
  for (const ch of channels)
    for (let i = 0; i < length; i++) out[i] = (out[i] as number) + (ch[i] as number) / channels.length;
  return out;
}

/** Linear-interpolation resampling (speech content sits well below 8 kHz). */
export function resample(input: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return input;
  const ratio = from / to;
  const out = new Float32Array(Math.floor(input.length / ratio));
  // Average over the step when downsampling, so high frequencies do not fold back as noise.
  const span = Math.max(1, Math.floor(ratio));
  for (let i = 0; i < out.length; i++) {
    const pos = i * ratio;
    const start = Math.floor(pos);
    let sum = 0;
    let n = 0;
    for (let k = 0; k < span && start + k < input.length; k++) {
      sum += input[start + k] as number;
      n++;
    }
    out[i] = n > 0 ? sum / n : 0;
  }
  return out;
}

/** 16-bit PCM WAV of mono samples. */
function encodeWav(samples: Float32Array, rate = RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] as number));
    data.writeInt16LE(Math.round(s * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Parses a PCM WAV (8/16/32-bit integer or 32-bit float, any rate and channel count). */
export function parseWav(bytes: Uint8Array): { channels: Float32Array[]; rate: number; length: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let format = 0;
  let channelCount = 0;
  let rate = 0;
  let bits = 0;
  while (offset + 8 <= view.length) {
    const id = view.toString("ascii", offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      format = view.readUInt16LE(body);
      channelCount = view.readUInt16LE(body + 2);
      rate = view.readUInt32LE(body + 4);
      bits = view.readUInt16LE(body + 14);
      if (format === 0xfffe) format = view.readUInt16LE(body + 24);
    } else if (id === "data") {
      if (!channelCount || !rate || ![1, 3].includes(format)) break;
      const bytesPer = bits / 8;
      const end = Math.min(view.length, body + size);
      const length = Math.floor((end - body) / (bytesPer * channelCount));
      const channels = Array.from({ length: channelCount }, () => new Float32Array(length));
      for (let i = 0; i < length; i++) {
        for (let c = 0; c < channelCount; c++) {
          const at = body + (i * channelCount + c) * bytesPer;
          const v =
            format === 3
              ? view.readFloatLE(at)
              : bits === 16
                ? view.readInt16LE(at) / 32768
                : bits === 32
                  ? view.readInt32LE(at) / 2147483648
                  : bits === 8
                    ? ((view[at] as number) - 128) / 128
                    : 0;
          (channels[c] as Float32Array)[i] = v;
        }
      }
      return { channels, rate, length };
    }
    offset = body + size + (size % 2);
  }
  throw new MediaError("unreadable", "WAV without PCM data");
}

/** Ogg bytes fed to the decoder at a time: each feed's output is checked against the limit. */
const FEED = 16 * 1024;

/**
 * Ogg/Opus decoded to 16 kHz mono in small feeds, stopping as soon as the output passes `maxSeconds`
 * (the length was checked from the headers already; this bounds what a decoder surprise could cost).
 */
async function decodeOggOpus(bytes: Uint8Array, maxSeconds: number): Promise<Float32Array> {
  const most = Math.ceil(maxSeconds * RATE);
  // Loaded on the first voice note: a reading process that only reads photos and PDFs never pays
  // for its WebAssembly (a couple of MB, and its start-up time).
  const { OggOpusDecoder: Decoder } = await import("ogg-opus-decoder");
  // The decoder resamples inside libopus (16 kHz is one of its native rates).
  const decoder = new Decoder({ sampleRate: RATE } as ConstructorParameters<typeof OggOpusDecoder>[0]);
  const parts: Float32Array[] = [];
  let length = 0;
  const keep = (decoded: { channelData: Float32Array[]; samplesDecoded: number }) => {
    if (decoded.samplesDecoded === 0) return;
    length += decoded.samplesDecoded;
    if (length > most) throw new MediaError("audio_too_long", `voice note longer than ${maxSeconds} s`);
    parts.push(Float32Array.from(mixDown(decoded.channelData, decoded.samplesDecoded)));
  };
  try {
    await decoder.ready;
    for (let at = 0; at < bytes.length; at += FEED) keep(await decoder.decode(bytes.subarray(at, at + FEED)));
    keep(await decoder.flush());
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw new MediaError("unreadable", `Ogg/Opus cannot be decoded: ${(error as Error).message}`);
  } finally {
    decoder.free();
  }
  if (length === 0) throw new MediaError("unreadable", "Ogg file without Opus audio");
  const mono = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    mono.set(part, offset);
    offset += part.length;
  }
  return mono;
}

/**
 * Decodes a voice note to 16 kHz mono. Its length is read from the container first: a note longer
 * than `maxSeconds` (or with more than two channels) is refused before any decoding.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  maxSeconds: number = MEDIA_LIMITS.voiceSeconds,
): Promise<DecodedAudio> {
  const type = detectType(bytes);
  if (type !== "ogg" && type !== "wav")
    throw new MediaError("unsupported", `not a voice recording (${type})`);
  const length = type === "ogg" ? oggOpusLength(bytes) : wavLength(bytes);
  if (length.seconds > maxSeconds)
    throw new MediaError(
      "audio_too_long",
      `voice note of ${Math.round(length.seconds)} s, over ${maxSeconds} s`,
    );
  if (length.channels > 2) throw new MediaError("unsupported", `voice note with ${length.channels} channels`);
  let samples: Float32Array;
  if (type === "ogg") samples = await decodeOggOpus(bytes, maxSeconds);
  else {
    const wav = parseWav(bytes);
    samples = resample(mixDown(wav.channels, wav.length), wav.rate, RATE);
  }
  return { samples, seconds: samples.length / RATE, wav: encodeWav(samples) };
}
