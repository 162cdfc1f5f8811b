import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { imageRefusalOf, imagesBusy } from './image-refusal';

const failure = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('why the server refused a photo or a signature', () => {
  it('reads the refusal from the field error, as Apollo hands it over', () => {
    expect(imageRefusalOf(failure({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'jpegBase64', code: 'photoTooManyScans', message: 'x' }] }))).toBe(
      'photoTooManyScans',
    );
    expect(imageRefusalOf(failure({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'visitId', code: 'alreadySigned', message: 'x' }] }))).toBe('alreadySigned');
  });

  it('says nothing of a refusal that is not about the image, nor of a lost connection', () => {
    expect(imageRefusalOf(failure({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'visitId', code: 'jobClosed', message: 'x' }] }))).toBeNull();
    expect(imageRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('tells busy image workers (try again) from a refusal', () => {
    expect(imagesBusy(failure({ code: 'TOO_MANY_REQUESTS', reason: 'IMAGES_BUSY', retryAfterSeconds: 5 }))).toBe(true);
    expect(imagesBusy(failure({ code: 'BAD_USER_INPUT', fieldErrors: [] }))).toBe(false);
  });
});
