import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed out once and kept only as its SHA-256 (device tokens, calendar links). The prefix
 * makes it recognisable in logs and secret scanners; 32 random bytes follow it.
 */
export class PrefixedSecret {
  constructor(private readonly prefix: string) {}

  /** A new secret, to show once, and what is stored of it. */
  create(): { secret: string; hash: string } {
    const secret = this.prefix + randomBytes(32).toString('base64url');
    return { secret, hash: sha256(secret) };
  }

  /** What is stored of a secret presented; null for a text that cannot be one (not worth a lookup). */
  hash(secret: string): string | null {
    return secret.startsWith(this.prefix) && secret.length <= 100 ? sha256(secret) : null;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
