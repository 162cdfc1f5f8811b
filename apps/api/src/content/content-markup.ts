import { compareMarkup } from '@mmt/i18n';
import type { FieldError } from '@mmt/contract';

/**
 * The field errors of a value that lost or gained a placeholder or tag compared with the code's
 * default in the same language (codes `markupMissing` / `markupExtra`, with the tokens as
 * `params.tokens`). An empty value is fine: the site then shows the default itself.
 */
export function markupErrors(field: string, value: string, codeDefault: string): FieldError[] {
  if (value === '') return [];
  const { missing, extra } = compareMarkup(codeDefault, value);
  const errors: FieldError[] = [];
  if (missing.length) {
    errors.push({ field, code: 'markupMissing', message: `${field} lacks ${missing.join(', ')}`, params: { tokens: missing.join(', ') } });
  }
  if (extra.length) {
    errors.push({
      field,
      code: 'markupExtra',
      message: `${field} has ${extra.join(', ')}, which the original text does not have`,
      params: { tokens: extra.join(', ') },
    });
  }
  return errors;
}
