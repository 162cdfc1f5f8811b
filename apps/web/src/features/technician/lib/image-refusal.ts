import type { GraphQLErrorItem } from '../../../shared/graphql/graphql-error';

/** The API's codes for a photo or a signature it refuses (photo-processing.ts, visit-work.service.ts), each with its own message. */
const REFUSALS = [
  'photoTooLarge',
  'photoType',
  'photoTooManyPixels',
  'photoTooManyScans',
  'photoTooComplex',
  'signatureInvalid',
  'signatureTooLarge',
  'alreadySigned',
] as const;
export type ImageRefusal = (typeof REFUSALS)[number];

const itemsOf = (error: unknown): readonly GraphQLErrorItem[] => {
  const items = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(items) ? (items as GraphQLErrorItem[]) : [];
};

/** Why the server refused a photo or a signature, when it said (a field error's code), else null. */
export function imageRefusalOf(error: unknown): ImageRefusal | null {
  const codes = itemsOf(error).flatMap((item) => item.extensions?.fieldErrors?.map((fieldError) => fieldError.code) ?? []);
  return REFUSALS.find((refusal) => codes.includes(refusal)) ?? null;
}

/** The server's image workers were all busy and their line full: the same image can be sent again shortly. */
export const imagesBusy = (error: unknown) => itemsOf(error).some((item) => item.extensions?.code === 'TOO_MANY_REQUESTS');
