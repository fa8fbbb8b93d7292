import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

export interface OperatorPassword {
  readonly enabled: boolean;
  /** Compares on libuv's thread pool, so guesses do not stall the event loop. */
  verify(candidate: string): Promise<boolean>;
}

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The operator's password (ADMIN_PASSWORD); only a salted scrypt hash of it stays in memory. */
export function createOperatorPassword(password: string | undefined): OperatorPassword {
  if (!password) return { enabled: false, verify: async () => false };
  const salt = randomBytes(16);
  // Once at start-up; the per-request checks below are asynchronous.
  const expected = scryptSync(password, salt, KEY_LENGTH);
  return {
    enabled: true,
    async verify(candidate) {
      if (candidate.length === 0 || candidate.length > 1000) return false;
      return timingSafeEqual(await scryptAsync(candidate, salt), expected);
    },
  };
}
