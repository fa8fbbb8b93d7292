import { useSyncExternalStore } from "react";

/** Only one toast is visible at a time; a new one replaces the current. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** How long it stays, when a message needs longer to read than the usual 5 s. */
  duration?: number;
  /** One button in the toast, such as "Desfazer" after a delete. */
  action?: { label: string; onClick: () => void };
  open: boolean;
}

type Listener = () => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastData, "id" | "open">): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // Radix plays the exit animation while open is false; drop the entry much later.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const empty: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => empty);
}
