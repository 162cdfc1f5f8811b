import { describe, expect, it } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'graphql';
import { documentTooRepetitive, MAX_TOKENS } from './document-limits.js';

const WEB_SRC = 'apps/web/src';

describe('document limits', () => {
  it('leave room for every document the web app sends: under half the token limit, nothing refused', async () => {
    const files = (await readdir(WEB_SRC, { recursive: true })).filter((file) => file.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = await readFile(join(WEB_SRC, file), 'utf8');
      const document = parse(text, { maxTokens: MAX_TOKENS / 2 });
      expect({ file, problem: documentTooRepetitive(document) }).toEqual({ file, problem: null });
    }
  });

  it('refuse a name selected too often, also through inline fragments and aliases, and a fragment spread twice', () => {
    expect(documentTooRepetitive(parse('{ a { id } ... on Q { a { id } } b: a { id } }'))).toBeNull();
    expect(documentTooRepetitive(parse('{ a { id } ... on Q { a { id } ... on R { a { id } } } a }'))).toMatch(/"a" is selected more than 3 times/);
    expect(documentTooRepetitive(parse('{ x: a y: b x: c x: d x: e }'))).toMatch(/"x"/);
    expect(documentTooRepetitive(parse('{ a { b { id id id id } } }'))).toMatch(/"id"/);
    expect(documentTooRepetitive(parse('fragment F on Q { a { ...G ...G } } fragment G on A { id }'))).toMatch(/Fragment "G" is spread more than once/);
  });
});
