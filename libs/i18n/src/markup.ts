/**
 * The parts of a text that code fills in or turns into elements: i18next placeholders
 * (`{{count}}`, `{{value, number}}`) and react-i18next tags (`<1>…</1>`, `<0/>`, `<strong>`).
 * A translation may move them around but must keep each one, or the page loses a value or a link.
 */
const PLACEHOLDER = /\{\{\s*(-\s*)?([^{}]+?)\s*\}\}/g;
const TAG = /<(\/?)([A-Za-z0-9]+)\s*(\/?)>/g;

/** Every placeholder and tag of a text, normalised (`{{ name }}` → `{{name}}`), in order, repeats kept. */
export function markupTokens(text: string): string[] {
  const tokens: { at: number; token: string }[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) tokens.push({ at: match.index, token: `{{${match[1] ? '- ' : ''}${match[2]}}}` });
  for (const match of text.matchAll(TAG)) tokens.push({ at: match.index, token: `<${match[1]}${match[2]}${match[3]}>` });
  return tokens.sort((a, b) => a.at - b.at).map(({ token }) => token);
}

/** What `candidate` lacks (`missing`) and adds (`extra`) compared with `reference`, counting repeats. */
export function compareMarkup(reference: string, candidate: string): { missing: string[]; extra: string[] } {
  const remaining = markupTokens(candidate);
  const missing: string[] = [];
  for (const token of markupTokens(reference)) {
    const index = remaining.indexOf(token);
    if (index === -1) missing.push(token);
    else remaining.splice(index, 1);
  }
  return { missing, extra: remaining };
}
