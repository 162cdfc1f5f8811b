import { describe, expect, it } from '@jest/globals';
import { createI18n } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { GraphQLRequestError } from '../../shared/graphql/graphql-error';
import { describeLoginError } from './login-error';

const es = createI18n('es', resources);
const t = es.t.bind(es) as never;

const graphqlError = (message: string, extensions: Record<string, unknown>) => new GraphQLRequestError(message, [{ message, extensions }], 'graphql', 200);

describe('describeLoginError', () => {
  it("shows 'Credenciales inválidas' for a wrong email or password", () => {
    const error = graphqlError('Credenciales inválidas', { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' });
    expect(describeLoginError(error, t)).toEqual({ message: 'Credenciales inválidas', fieldErrors: {} });
  });

  it('says how long to wait when throttled, and that the page may offer a sign-in link', () => {
    const error = graphqlError('Too many', { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 42.2 });
    expect(describeLoginError(error, t)).toEqual({ message: 'Demasiados intentos. Inténtalo de nuevo en 43 segundos.', fieldErrors: {}, throttled: true });
  });

  it('maps invalid input to the fields', () => {
    const error = graphqlError('Bad input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', code: 'isEmail', message: 'email must be an email' }],
    });
    expect(describeLoginError(error, t)).toEqual({
      message: 'Introduce un correo electrónico válido.',
      fieldErrors: { email: 'Introduce un correo electrónico válido.' },
    });
  });

  it("shows 'Error de autenticación' for anything else", () => {
    expect(describeLoginError(new GraphQLRequestError('down', [], 'network'), t).message).toBe('Error de autenticación');
    expect(describeLoginError(graphqlError('boom', { code: 'INTERNAL_SERVER_ERROR' }), t).message).toBe('Error de autenticación');
    expect(describeLoginError(new Error('weird'), t).message).toBe('Error de autenticación');
  });

  it('translates into English too', () => {
    const en = createI18n('en', resources);
    const error = graphqlError('Credenciales inválidas', { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' });
    expect(describeLoginError(error, en.t.bind(en) as never).message).toBe('Invalid credentials');
  });
});
