import { describe, expect, it } from '@jest/globals';
import { centsToField, fieldErrorsUnder, parseEuros } from './form-errors';

describe('euro amounts typed in the admin forms', () => {
  it('reads Spanish and English writing to exact cents', () => {
    expect(parseEuros('59')).toBe(5900);
    expect(parseEuros('59,5')).toBe(5950);
    expect(parseEuros('1.234,56 €')).toBe(123456);
    expect(parseEuros('1,234.56')).toBe(123456);
    expect(parseEuros('0.1')).toBe(10);
    expect(parseEuros('19,99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    // "12.345" could be twelve thousand (Spanish) or twelve euros and a bit: refused rather than guessed.
    for (const text of ['', 'abc', '1,2,3', '12.345']) expect(parseEuros(text)).toBeNull();
  });

  it('writes cents back in the language', () => {
    expect(centsToField(5950, 'es')).toBe('59,50');
    expect(centsToField(5950, 'en')).toBe('59.50');
  });
});

describe('field errors of a nested input', () => {
  it('are named as the form of the nested fields names them; the others stay as they are', () => {
    const error = {
      errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'equipment.0.serialNumber', code: 'maxLength', message: 'too long' }, { field: 'jobId', code: 'isNotEmpty', message: 'required' }] } }],
    };
    expect(fieldErrorsUnder(error, 'equipment.0.')).toEqual({
      errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'serialNumber', code: 'maxLength', message: 'too long' }, { field: 'jobId', code: 'isNotEmpty', message: 'required' }] } }],
    });
  });

  it('leave anything else alone', () => {
    const failure = new Error('network');
    expect(fieldErrorsUnder(failure, 'equipment.0.')).toBe(failure);
  });
});
