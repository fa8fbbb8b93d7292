import { expect } from "vitest";

/** Asserts an error answer: its status, and `{ error }` as the whole JSON body. */
export async function expectErrorResponse(
  res: Response,
  status: number,
  error: Record<string, unknown>,
): Promise<void> {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error });
}
