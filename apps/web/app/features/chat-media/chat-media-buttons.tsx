import { Mic, Paperclip, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { recordingToWav, UploadError, uploadChatFile } from "./upload-file";

// Photos, PDFs, and the statement files banks export (OFX, CSV, XLSX): those become import offers.
const ACCEPT =
  "image/jpeg,image/png,image/webp,application/pdf,.ofx,.csv,.xlsx,.txt,application/x-ofx,text/csv," +
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How an upload in progress names the file. */
function whatFile(file: File): string {
  if (file.type === "application/pdf") return "PDF";
  return file.type.startsWith("image/") ? "foto" : "extrato";
}
const MAX_SECONDS = 120;

type State =
  | { step: "idle" }
  | { step: "recording"; seconds: number }
  | { step: "uploading"; percent: number; what: string };

/**
 * The web chat's file buttons: attach a photo, PDF or statement file (the camera on phones) and record a voice
 * note, with upload progress. Replies arrive in the conversation like any other.
 */
export function ChatMediaButtons({ onSent }: { onSent: () => void }) {
  const [state, setState] = useState<State>({ step: "idle" });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  const send = async (file: Blob, name: string, what: string) => {
    setError(null);
    setState({ step: "uploading", percent: 0, what });
    try {
      await uploadChatFile(file, name, (percent) => setState({ step: "uploading", percent, what }));
      onSent();
    } catch (e) {
      setError(e instanceof UploadError ? e.message : "Não consegui enviar o arquivo. Tente de novo.");
    } finally {
      setState({ step: "idle" });
    }
  };

  const startRecording = async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError("Não consegui usar o microfone. Permita o acesso ao microfone e tente de novo.");
      return;
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream);
    recorder.current = rec;
    rec.ondataavailable = (event) => chunks.push(event.data);
    rec.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      if (timer.current) clearInterval(timer.current);
      const recording = new Blob(chunks, { type: rec.mimeType });
      void recordingToWav(recording).then(
        (wav) => send(wav, "nota-de-voz.wav", "áudio"),
        () => {
          setState({ step: "idle" });
          setError("Não consegui preparar o áudio. Tente gravar de novo.");
        },
      );
    };
    rec.start();
    setState({ step: "recording", seconds: 0 });
    const started = Date.now();
    timer.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - started) / 1000);
      if (seconds >= MAX_SECONDS) rec.stop();
      else setState({ step: "recording", seconds });
    }, 250);
  };

  const busy = state.step === "uploading";
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-1">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Escolher foto, PDF ou extrato"
          data-testid="chat-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void send(file, file.name, whatFile(file));
          }}
        />
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label="Anexar foto, PDF ou extrato"
          disabled={busy || state.step === "recording"}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        {state.step === "recording" ? (
          <Button
            type="button"
            size="icon"
            variant="destructive"
            aria-label="Parar e enviar áudio"
            onClick={() => recorder.current?.stop()}
          >
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label="Gravar áudio"
            disabled={busy}
            onClick={() => void startRecording()}
          >
            <Mic aria-hidden="true" />
          </Button>
        )}
      </div>
      {state.step === "recording" && (
        <p className="text-xs text-destructive" role="status">
          Gravando… {Math.floor(state.seconds / 60)}:{String(state.seconds % 60).padStart(2, "0")}
        </p>
      )}
      {state.step === "uploading" && (
        <div role="status" className="text-xs text-muted-foreground">
          <label htmlFor="chat-upload-progress">
            Enviando {state.what}… {state.percent}%
          </label>
          <progress id="chat-upload-progress" className="block h-1 w-24" max={100} value={state.percent} />
        </div>
      )}
      {error && (
        <p className="text-xs text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
