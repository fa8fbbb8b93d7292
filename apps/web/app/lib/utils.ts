import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds the class merger's tables now: its first call does (some 10 ms on a phone, four times
 * that on a slow one), and a page that calls this in a task before its first render keeps that
 * work out of the render's task.
 */
export function prepareClassMerge(): void {
  twMerge("");
}

const integer = new Intl.NumberFormat("pt-BR");

/**
 * A count with its noun in the right number, never "cliente(s)".
 * @example countOf(1, "cliente", "clientes") // "1 cliente"; countOf(1234, …) // "1.234 clientes"
 */
export function countOf(n: number, one: string, many: string): string {
  return `${integer.format(n)} ${n === 1 ? one : many}`;
}
