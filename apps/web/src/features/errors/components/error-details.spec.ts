import { describe, expect, it } from '@jest/globals';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom';
import { errorDetails } from './error-details';

describe('errorDetails', () => {
  it('gives message and stack of an Error', () => {
    const error = new Error('boom');
    expect(errorDetails(error)).toEqual({ message: 'boom', stack: error.stack });
  });

  it('gives status and text of a route error response (a loader that threw 404)', () => {
    expect(errorDetails(new ErrorResponseImpl(404, 'Not Found', 'Not Found'))).toEqual({ status: 404, message: 'Not Found' });
    expect(errorDetails(new ErrorResponseImpl(500, 'Server Error', null))).toEqual({ status: 500, message: 'Server Error' });
  });

  it('copes with strings and odd values', () => {
    expect(errorDetails('plain')).toEqual({ message: 'plain' });
    expect(errorDetails({ a: 1 })).toEqual({ message: '{"a":1}' });
    expect(errorDetails(undefined).message).toBe('undefined');
  });
});
