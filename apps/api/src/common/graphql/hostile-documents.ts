import { MAX_TOKENS } from './document-limits.js';

/** `count` copies of a 4-token selection, in braces. */
const repeated = (selection: string, count: number) => `{ ${`${selection} `.repeat(count)}}`;
const fragments = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `...F${i}`).join(' ')} } ` +
  Array.from({ length: count }, (_, i) => `fragment F${i} on Query { me { id } }`).join(' ');

/**
 * The shapes of document an anonymous client could send to make the server work (docs/security.md,
 * "Anonymous cost"): the review's document, then the same shapes made as large as the token limit
 * lets through. The document limits are built against them; anonymous-cost.spec checks each is
 * refused as a client error, and `npm run bench:anonymous` times them against a trivial query.
 */
export const HOSTILE_DOCUMENTS: Record<string, string> = {
  "the review's 7 KB: `me { id }` 740 times": repeated('me { id }', 740),
  'the same field as often as the token limit allows': repeated('me { id }', Math.floor((MAX_TOKENS - 2) / 4)),
  'the same field in inline fragments': repeated('... on Query { me { id } }', Math.floor((MAX_TOKENS - 2) / 9)),
  'the same fragment spread over and over': `${repeated('...F', Math.floor((MAX_TOKENS - 12) / 2))} fragment F on Query { me { id } }`,
  'the same field in many named fragments': fragments(Math.floor((MAX_TOKENS - 2) / 12)),
  'the same leaf over and over': `{ me { ${'id '.repeat(MAX_TOKENS - 6)}} }`,
  'nested repeats': repeated(`me { ${'id '.repeat(20)}}`, Math.floor((MAX_TOKENS - 2) / 23)),
  'unknown fields, one validation error each': `{ ${Array.from({ length: MAX_TOKENS - 2 }, (_, i) => `f${i}`).join(' ')} }`,
  'variables defined over and over': `query Q(${Array.from({ length: Math.floor((MAX_TOKENS - 8) / 4) }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`,
};
