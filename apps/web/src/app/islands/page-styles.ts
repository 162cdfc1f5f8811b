/**
 * The CSS a page served with islands inlines: only the rules it can use (issue 17: a public page
 * weighs what it shows, not the portal's and the admin area's styles). The build cuts the
 * application's stylesheet into pieces (style-pieces.ts, from vite.config.ts) and names the
 * classes that may be on any page (those in the islands' code, which may render what the server
 * did not); the server takes, in the stylesheet's order, the pieces whose selectors the page's
 * markup can match.
 */
export interface StylePiece {
  /** The `@media …` the rule sits in, if any. */
  at?: string;
  css: string;
  /** The classes each of its selectors needs: it applies when one selector has all of its own. */
  needs: string[][];
}

export interface PageStylesIndex {
  /** Classes that may be on any page: in the islands' code. */
  alwaysClasses: string[];
  pieces: StylePiece[];
}

/** The CSS of the pieces that `markup`, with any island hydrated, can use, in their order. */
export function pageStyles(index: PageStylesIndex, markup: string): string {
  const present = new Set(index.alwaysClasses);
  for (const [, classes] of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of classes.split(/\s+/)) present.add(name);
  let css = '';
  let openAt: string | undefined;
  for (const piece of index.pieces) {
    if (!piece.needs.some((classes) => classes.every((name) => present.has(name)))) continue;
    if (piece.at !== openAt) {
      if (openAt) css += '}';
      if (piece.at) css += `${piece.at}{`;
      openAt = piece.at;
    }
    css += piece.css;
  }
  return openAt ? `${css}}` : css;
}
