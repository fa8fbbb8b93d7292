/**
 * Encodes mono PCM as Ogg/Opus the way WhatsApp voice notes are (16 kHz, 20 ms frames, RFC 7845),
 * so the sample set and tests feed the decoder the same container it meets in production.
 */
import { Encoder } from "@evan/opus";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] as number)) >>> 0;
  return crc;
}

/** One Ogg page of whole packets (RFC 3533), with its CRC. */
export function oggPage(
  packets: Buffer[],
  granule: bigint,
  serial: number,
  sequence: number,
  flags: number,
): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    let left = p.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write("OggS", 0, "ascii");
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const whole = Buffer.concat([header, ...packets]);
  whole.writeUInt32LE(oggCrc(whole), 22);
  return whole;
}

/** Ogg/Opus bytes of 16 kHz mono samples in [-1, 1]. */
export function encodeOggOpus(samples: Float32Array, serial = 0x7a11ce): Buffer {
  const rate = 16_000;
  const frame = rate / 50;
  const encoder = new Encoder({ channels: 1, sample_rate: rate, application: "voip" });
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(rate, 12);
  const vendor = Buffer.from("tostao-samples");
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write("OpusTags", 0, "ascii");
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const pages = [oggPage([head], 0n, serial, 0, 0x02), oggPage([tags], 0n, serial, 1, 0)];
  let sequence = 2;
  let granule = BigInt(preSkip);
  let pending: Buffer[] = [];
  const frames = Math.ceil(samples.length / frame);
  for (let f = 0; f < frames; f++) {
    const pcm = new Int16Array(frame);
    for (let i = 0; i < frame; i++) {
      const s = samples[f * frame + i] ?? 0;
      pcm[i] = Math.round(Math.max(-1, Math.min(1, s)) * 32767);
    }
    pending.push(Buffer.from(encoder.encode(pcm)));
    granule += 960n; // granule positions count 48 kHz samples whatever the input rate
    const last = f === frames - 1;
    if (pending.length === 50 || last) {
      pages.push(oggPage(pending, granule, serial, sequence++, last ? 0x04 : 0));
      pending = [];
    }
  }
  return Buffer.concat(pages);
}
