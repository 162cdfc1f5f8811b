/** A translation file's content: nested objects and arrays with strings at the leaves. */
export type TextTree = string | readonly TextTree[] | { readonly [key: string]: TextTree };

/**
 * Every leaf of a translation tree as [dotted key, text]: `hero_title`, `feature.bullets.2`
 * (array items by index). These keys are the content entries' keys and what i18next's `t()` reads.
 */
export function flattenTexts(tree: TextTree, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  const children = Array.isArray(tree) ? tree.map((value, index) => [String(index), value] as const) : Object.entries(tree);
  return children.flatMap(([key, value]) => flattenTexts(value as TextTree, prefix ? `${prefix}.${key}` : key));
}

/**
 * The same tree with each leaf replaced by `valueOf(key, text)`: objects stay objects and arrays
 * stay arrays, so the result is ready for i18next (`returnObjects` included).
 */
export function mapTexts(tree: TextTree, valueOf: (key: string, text: string) => string, prefix = ''): TextTree {
  if (typeof tree === 'string') return valueOf(prefix, tree);
  const childKey = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (Array.isArray(tree)) return tree.map((value, index) => mapTexts(value as TextTree, valueOf, childKey(String(index))));
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, mapTexts(value as TextTree, valueOf, childKey(key))]));
}
