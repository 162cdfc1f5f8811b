import argon2 from 'argon2';

/** OWASP's argon2id floor: m = 19 MiB, t = 2, p = 1. */
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

/** Verified against when the e-mail is unknown, so both failures take the same time. */
const dummyHash = hashPassword('not-a-real-password-but-costs-the-same');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return ok && hash !== null;
  } catch {
    return false;
  }
}
