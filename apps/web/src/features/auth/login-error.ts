import { mapFieldErrors, type Translate } from '../../shared/graphql/field-errors';
import { isGraphQLRequestError } from '../../shared/graphql/graphql-error';

export interface LoginErrorView {
  /** The message of the red box. */
  message: string;
  /** Messages under the fields, by field name (email, password). */
  fieldErrors: Record<string, string>;
}

type TranslateWithCount = (key: string, options: { defaultValue: string; count?: number }) => string;

/**
 * What the login form shows for a failed sign-in (spec §5, §8):
 * wrong email or password → 'Credenciales inválidas'; a deactivated account says so; throttled → wait N
 * seconds; invalid input → per-field messages; anything else →
 * 'Error de autenticación'.
 */
export function describeLoginError(error: unknown, t: TranslateWithCount): LoginErrorView {
  const generic = t('auth:errors.generic', { defaultValue: 'auth:errors.generic' });
  if (!isGraphQLRequestError(error)) return { message: generic, fieldErrors: {} };

  const { reason, retryAfterSeconds } = error.extensions;
  if (reason === 'INVALID_CREDENTIALS') {
    return { message: t('auth:errors.invalidCredentials', { defaultValue: error.message }), fieldErrors: {} };
  }
  if (reason === 'ACCOUNT_DISABLED') {
    return { message: t('auth:errors.accountDisabled', { defaultValue: error.message }), fieldErrors: {} };
  }
  if (reason === 'TOO_MANY_ATTEMPTS') {
    const seconds = Math.max(1, Math.ceil(Number(retryAfterSeconds) || 0));
    return { message: t('auth:errors.tooManyAttempts', { defaultValue: error.message, count: seconds }), fieldErrors: {} };
  }
  if (error.hasCode('BAD_USER_INPUT')) {
    const fieldErrors = mapFieldErrors(error.errors, t as Translate);
    if (Object.keys(fieldErrors).length > 0) {
      return { message: Object.values(fieldErrors)[0], fieldErrors };
    }
  }
  return { message: generic, fieldErrors: {} };
}
