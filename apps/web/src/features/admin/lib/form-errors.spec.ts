import { describe, expect, it } from '@jest/globals';
import { fieldErrorsUnder } from './form-errors';

describe('field errors of a nested input', () => {
  it('are named as the form of the nested fields names them; the others stay as they are', () => {
    const error = {
      errors: [
        {
          message: 'bad',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'equipment.0.serialNumber', code: 'maxLength', message: 'too long' },
              { field: 'jobId', code: 'isNotEmpty', message: 'required' },
            ],
          },
        },
      ],
    };
    expect(fieldErrorsUnder(error, 'equipment.0.')).toEqual({
      errors: [
        {
          message: 'bad',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'serialNumber', code: 'maxLength', message: 'too long' },
              { field: 'jobId', code: 'isNotEmpty', message: 'required' },
            ],
          },
        },
      ],
    });
  });

  it('leave anything else alone', () => {
    const failure = new Error('network');
    expect(fieldErrorsUnder(failure, 'equipment.0.')).toBe(failure);
  });
});
