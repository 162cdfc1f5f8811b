import { Injectable } from '@nestjs/common';
import { graphQLError } from '../common/errors/graphql-errors.js';
import { RateLimitService, type RateLimitRule } from '../common/rate-limit/rate-limit.service.js';

/** Wrong passwords for one account from one address: past this, that address waits for that account. */
const ACCOUNT_AT_ADDRESS: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Wrong passwords from one address, whatever the accounts (guessing across many). */
const ADDRESS: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

/**
 * Failed sign-ins counted in PostgreSQL (RateLimitService), so every API process shares the counts
 * and a restart keeps them. An account is only ever held back for the address its failures came
 * from: a stranger elsewhere cannot lock its owner out, and every hold ends with its window.
 * `address` is the client as Fastify's trustProxy sees it (TRUST_PROXY), never a forged header.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limits: RateLimitService) {}

  /**
   * Counts an attempt before its password is checked (so parallel guesses cannot slip past the
   * limit), and refuses it with TOO_MANY_REQUESTS once either bucket is over.
   */
  async attempt(email: string, address: string): Promise<void> {
    const results = await Promise.all([this.limits.hit(accountBucket(email, address), ACCOUNT_AT_ADDRESS), this.limits.hit(addressBucket(address), ADDRESS)]);
    const retryAfterSeconds = Math.max(0, ...results.map((result) => (result.allowed ? 0 : result.retryAfterSeconds)));
    if (retryAfterSeconds === 0) return;
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw graphQLError('TOO_MANY_REQUESTS', `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} min.`, {
      reason: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds,
    });
  }

  /** A right password: the account starts afresh at this address, and the address gets its attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.limits.reset(accountBucket(email, address)), this.limits.refund(addressBucket(address))]);
  }

  /**
   * The owner proved it is them another way (the e-mailed sign-in link the refusal offers): the
   * hold ends for their password at this address too, whichever count held them back.
   */
  async holdEnded(email: string, address: string): Promise<void> {
    await Promise.all([this.limits.reset(accountBucket(email, address)), this.limits.reset(addressBucket(address))]);
  }
}

const accountBucket = (email: string, address: string) => `login:account:${email}|${address}`;
const addressBucket = (address: string) => `login:address:${address}`;
