/**
 * Sends a file to /api/chat/files with upload progress (fetch has none, so XMLHttpRequest), and
 * turns a browser recording into the 16 kHz mono WAV the server reads.
 */
import { chatEndpoints } from "@tostao/core/chat/endpoints";

export class UploadError extends Error {}

/** Uploads one file; `onProgress` gets 0-100. Rejects with the server's pt-BR message. */
export function uploadChatFile(
  file: Blob,
  name: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file, name);
    form.append("clientId", crypto.randomUUID());
    const xhr = new XMLHttpRequest();
    xhr.open(chatEndpoints.upload.method, chatEndpoints.upload.path);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = "Não consegui enviar o arquivo. Tente de novo.";
      try {
        const body = JSON.parse(xhr.responseText) as { error?: { message?: string } };
        message = body.error?.message ?? message;
      } catch {}
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError("Sem conexão. Tente de novo."));
    xhr.send(form);
  });
}

function encodeWav(samples: Float32Array, rate: number): Blob {
  const data = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) data.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, "RIFF");
  data.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVEfmt ");
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true);
  data.setUint16(22, 1, true);
  data.setUint32(24, rate, true);
  data.setUint32(28, rate * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  text(36, "data");
  data.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    data.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return new Blob([data.buffer], { type: "audio/wav" });
}

/** Decodes what MediaRecorder made (WebM/Ogg Opus) and resamples it to 16 kHz mono WAV. */
export async function recordingToWav(recording: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    const rate = 16_000;
    const offline = new OfflineAudioContext(1, Math.max(1, Math.ceil(decoded.duration * rate)), rate);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return encodeWav(rendered.getChannelData(0), rate);
  } finally {
    await context.close();
  }
}
