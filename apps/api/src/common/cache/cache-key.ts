import { createHash } from 'node:crypto';
import { Lexer, Source, TokenKind } from 'graphql';

/** What a request may be to be cached at all: anything larger or odder is simply served uncached. */
export interface CacheKeyLimits {
  maxQueryChars: number;
  maxQueryTokens: number;
  maxVariablesChars: number;
  maxVariablesDepth: number;
}

const MAX_OPERATION_NAME_CHARS = 100;

/**
 * The cache key of a GraphQL request: a hash of its document's tokens (comments, whitespace and
 * commas dropped), its operation name and its variables in a canonical form (sorted keys). Null
 * when the request is too large, too deep or malformed: every step is bounded by the limits, so
 * keying costs little and never recurses deeper than maxVariablesDepth.
 */
export function cacheKeyOf(body: unknown, limits: CacheKeyLimits): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { query, operationName = null, variables = null } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.length > limits.maxQueryChars) return null;
  if (operationName !== null && (typeof operationName !== 'string' || operationName.length > MAX_OPERATION_NAME_CHARS)) return null;
  const document = normalisedDocument(query, limits.maxQueryTokens);
  const canonicalVariables = document === null ? null : canonicalJson(variables, limits);
  if (document === null || canonicalVariables === null) return null;
  return createHash('sha256')
    .update(JSON.stringify([document, operationName, canonicalVariables]))
    .digest('base64url');
}

/** The document's significant tokens, one space apart; null past maxTokens or on a lexical error. */
function normalisedDocument(query: string, maxTokens: number): string | null {
  const lexer = new Lexer(new Source(query));
  const tokens: string[] = [];
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (tokens.length === maxTokens) return null;
      const isString = token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING;
      tokens.push(isString ? JSON.stringify(token.value) : (token.value ?? token.kind));
    }
  } catch {
    return null; // a syntax error: Apollo answers it
  }
  return tokens.join(' ');
}

/** JSON with object keys sorted; null when deeper than maxVariablesDepth or longer than maxVariablesChars. */
function canonicalJson(value: unknown, limits: CacheKeyLimits): string | null {
  let length = 0;
  const write = (part: string): boolean => (length += part.length) <= limits.maxVariablesChars;
  const visit = (node: unknown, depth: number): string | null => {
    if (node === null || typeof node === 'boolean' || typeof node === 'number' || typeof node === 'string') {
      const json = JSON.stringify(node);
      return write(json) ? json : null;
    }
    if (typeof node !== 'object' || depth >= limits.maxVariablesDepth) return null;
    const parts: string[] = [];
    if (Array.isArray(node)) {
      for (const item of node) {
        const json = visit(item, depth + 1);
        if (json === null || !write(',')) return null;
        parts.push(json);
      }
      return `[${parts.join(',')}]`;
    }
    const keys = Object.keys(node);
    // Each key costs at least `"":0,` in the JSON: too many cannot fit, and are not sorted.
    if (keys.length * 5 > limits.maxVariablesChars) return null;
    for (const key of keys.sort()) {
      const json = visit((node as Record<string, unknown>)[key], depth + 1);
      if (json === null || !write(`${JSON.stringify(key)}:,`)) return null;
      parts.push(`${JSON.stringify(key)}:${json}`);
    }
    return `{${parts.join(',')}}`;
  };
  return visit(value, 0);
}
