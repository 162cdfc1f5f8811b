import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { mapFieldErrors, retryAfterMinutesOf, type Translate } from './field-errors';

const known: Record<string, string> = {
  'errors:validation.isEmail': 'Introduce un correo electrónico válido.',
  'errors:validation.isNotEmpty': 'Este campo es obligatorio.',
};
const t: Translate = (key, { defaultValue }) => known[key] ?? defaultValue;

describe('mapFieldErrors', () => {
  it('translates each field error by its class-validator rule', () => {
    const result = mapFieldErrors(
      [
        {
          message: 'Bad input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'email', code: 'isEmail', message: 'email must be an email' },
              { field: 'password', code: 'isNotEmpty', message: 'password should not be empty' },
            ],
          },
        },
      ],
      t,
    );
    expect(result).toEqual({
      email: 'Introduce un correo electrónico válido.',
      password: 'Este campo es obligatorio.',
    });
  });

  it("falls back to the server's message for a rule without a translation", () => {
    const result = mapFieldErrors(
      [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'name', code: 'isFancy', message: 'name must be fancy' }] } }],
      t,
    );
    expect(result).toEqual({ name: 'name must be fancy' });
  });

  it('keeps the first error of a field and ignores other error codes', () => {
    const result = mapFieldErrors(
      [
        { message: 'no', extensions: { code: 'FORBIDDEN' } },
        {
          message: 'x',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'email', code: 'isNotEmpty', message: 'empty' },
              { field: 'email', code: 'isEmail', message: 'not an email' },
            ],
          },
        },
      ],
      t,
    );
    expect(result).toEqual({ email: 'Este campo es obligatorio.' });
  });

  it('copes with BAD_USER_INPUT without field errors', () => {
    expect(mapFieldErrors([{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }], t)).toEqual({});
  });

  it("fills the rule's message with the error's params (what a text lost)", () => {
    const translate: Translate = (key, { defaultValue, ...params }) =>
      key === 'errors:validation.markupMissing' ? `Conserva: ${String(params.tokens)}` : defaultValue;
    const result = mapFieldErrors(
      [
        {
          message: 'x',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ field: 'valueEs', code: 'markupMissing', message: 'valueEs lacks {{year}}', params: { tokens: '{{year}}, <1>' } }],
          },
        },
      ],
      translate,
    );
    expect(result).toEqual({ valueEs: 'Conserva: {{year}}, <1>' });
  });
});

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
