import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const spanishDir = join(dirname(fileURLToPath(import.meta.url)), 'locales', 'es');

function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/**
 * Ways of addressing the reader as "usted": the pronoun and the formal
 * imperatives and verb forms the copy would use. The site speaks "tú".
 * Letters around a match are Unicode-aware (`\b` would split "está|s").
 */
const formal =
  /(?<!\p{L})(usted(es)?|le (rogamos|pedimos|agradeceremos|enviaremos|responderemos)|[Ss]i (desea|considera|detecta|sigue|bloquea|es consumidor|no está)|[Pp]uede (escribirnos|cambiar|cancelar|presentar|consultar)|envíe|escríbanos|avísenos|[Mm]antenga en secreto|vaya a|dispone de|tiene derecho|sus datos personales)(?!\p{L})/u;

describe('Spanish register', () => {
  it('addresses the reader as tú in every namespace, the legal pages included', () => {
    const offending = readdirSync(spanishDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => strings(JSON.parse(readFileSync(join(spanishDir, file), 'utf8')), file.replace('.json', '')))
      .filter(({ text }) => formal.test(text))
      .map(({ path, text }) => `${path}: ${text.match(formal)?.[0]}`);
    expect(offending).toEqual([]);
  });
});
