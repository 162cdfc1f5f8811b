import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { retryAfterMinutesOf } from './field-errors';

const refusal = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'Too many job requests', extensions }] });

describe('a refused job request (TOO_MANY_REQUESTS)', () => {
  it('says how many minutes to wait, rounded up, at least one', () => {
    expect(retryAfterMinutesOf(refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 61 }))).toBe(2);
    expect(retryAfterMinutesOf(refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 5 }))).toBe(1);
    expect(retryAfterMinutesOf(refusal({ code: 'TOO_MANY_REQUESTS' }))).toBe(1);
  });

  it('is not about other failures', () => {
    expect(retryAfterMinutesOf(refusal({ code: 'BAD_USER_INPUT' }))).toBeNull();
    expect(retryAfterMinutesOf(new Error('network'))).toBeNull();
  });
});
