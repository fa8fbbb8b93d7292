/**
 * How long a voice note is, read from its container before a single sample is decoded: a 120 KB
 * Ogg/Opus file of 2-byte packets decodes to hours of audio (gigabytes of samples), so the length
 * must be known from the headers, not from the decoder's output.
 *
 * Ogg/Opus (RFC 3533, RFC 7845): every page header carries the granule position (48 kHz samples
 * since the start), and every Opus packet starts with a TOC byte that says how many frames of what
 * size it holds (RFC 6716 §3.1). The decoder outputs exactly what the packets say, whatever the
 * granules claim, so the length taken is the larger of the two; a packet whose TOC cannot be read
 * counts as the longest a packet may be (120 ms). Pages are found by their capture pattern, as the
 * decoder finds them, so garbage between pages hides nothing.
 */
import { MediaError } from "./media-error.ts";

export interface AudioLength {
  seconds: number;
  channels: number;
}

const CAPTURE = Buffer.from("OggS", "ascii");
/** The longest an Opus packet may last, in 48 kHz samples (120 ms). */
const MAX_PACKET = 5760;
/** Frame sizes in 48 kHz samples by TOC configuration (SILK, hybrid, CELT). */
const FRAME_SIZES = [
  480, 960, 1920, 2880, 480, 960, 1920, 2880, 480, 960, 1920, 2880, 480, 960, 480, 960, 120, 240, 480, 960,
  120, 240, 480, 960, 120, 240, 480, 960, 120, 240, 480, 960,
];

/** The 48 kHz samples an Opus packet decodes to, from its TOC byte (and frame count byte). */
export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const size = FRAME_SIZES[toc >> 3] as number;
  const code = toc & 3;
  let frames: number;
  if (code === 0) frames = 1;
  else if (code !== 3) frames = 2;
  else {
    const count = packet[1];
    if (count === undefined) return MAX_PACKET;
    frames = count & 0x3f;
  }
  const samples = frames * size;
  return samples > 0 && samples <= MAX_PACKET ? samples : MAX_PACKET;
}

interface Stream {
  /** Packets begun so far: the first is OpusHead, the second OpusTags, the rest audio. */
  packets: number;
  opus: boolean;
  preSkip: number;
  granule: bigint;
  packetSamples: number;
}

/** The length and channel count of an Ogg/Opus file, from its pages and packet headers. */
export function oggOpusLength(input: Uint8Array): AudioLength {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const streams = new Map<number, Stream>();
  let channels = 0;
  let offset = bytes.indexOf(CAPTURE);
  while (offset >= 0 && offset + 27 <= bytes.length) {
    const segments = bytes[offset + 26] as number;
    const bodyStart = offset + 27 + segments;
    if (bodyStart > bytes.length) break;
    const serial = bytes.readUInt32LE(offset + 14);
    let stream = streams.get(serial);
    if (!stream) {
      stream = { packets: 0, opus: false, preSkip: 0, granule: 0n, packetSamples: 0 };
      streams.set(serial, stream);
    }
    // -1 (no packet ends on this page) is below any real position.
    const granule = bytes.readBigInt64LE(offset + 6);
    if (granule > stream.granule) stream.granule = granule;
    // A page flagged "continued" begins with the rest of a packet started on an earlier page.
    let inPacket = ((bytes[offset + 5] as number) & 1) === 1;
    let at = bodyStart;
    for (let i = 0; i < segments; i++) {
      const lace = bytes[offset + 27 + i] as number;
      if (!inPacket) {
        startPacket(stream, bytes.subarray(at, Math.min(at + 19, bytes.length)), lace === 0);
        if (stream.packets === 1 && stream.opus) channels = Math.max(channels, bytes[at + 9] ?? 0);
        inPacket = true;
      }
      at += lace;
      if (lace < 255) inPacket = false;
    }
    offset = bytes.indexOf(CAPTURE, Math.max(Math.min(at, bytes.length), offset + 4));
  }
  let samples = 0;
  for (const stream of streams.values()) {
    if (!stream.opus) continue;
    samples += Math.max(Number(stream.granule) - stream.preSkip, stream.packetSamples);
  }
  if (channels === 0) throw new MediaError("unreadable", "Ogg file without an Opus stream");
  return { seconds: samples / 48_000, channels };
}

function startPacket(stream: Stream, head: Uint8Array, empty: boolean) {
  const n = stream.packets++;
  if (n === 0) {
    stream.opus = head.length >= 19 && Buffer.from(head.subarray(0, 8)).toString("ascii") === "OpusHead";
    if (stream.opus) stream.preSkip = (head[10] as number) | ((head[11] as number) << 8);
    return;
  }
  // The second packet is OpusTags; an empty packet decodes as a lost one (up to 120 ms).
  if (n === 1 || !stream.opus) return;
  stream.packetSamples += empty ? MAX_PACKET : opusPacketSamples(head);
}

/** The length of a PCM WAV file from its `fmt ` and `data` chunk headers. */
export function wavLength(input: Uint8Array): AudioLength {
  const view = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let offset = 12;
  let channels = 0;
  let bytesPerSecond = 0;
  while (offset + 8 <= view.length) {
    const id = view.toString("ascii", offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && body + 16 <= view.length) {
      channels = view.readUInt16LE(body + 2);
      bytesPerSecond = (view.readUInt16LE(body + 14) / 8) * channels * view.readUInt32LE(body + 4);
    } else if (id === "data") {
      if (!channels || !bytesPerSecond) break;
      const present = Math.min(size, view.length - body);
      return { seconds: present / bytesPerSecond, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new MediaError("unreadable", "WAV without PCM data");
}
