import postcss, { type ChildNode } from 'postcss';
import type { PageStylesIndex, StylePiece } from './page-styles';

/**
 * The classes a selector needs present to match anything. Those inside a functional pseudo-class
 * (`:not(.open)`, `:nth-child(…)`) and in attribute selectors are no condition: left out, the
 * rule is kept where it might apply.
 */
function classesOf(selector: string): string[] {
  const plain = selector.replace(/\[[^\]]*\]/g, '').replace(/:[\w-]+\([^)]*\)/g, '');
  return [...plain.matchAll(/\.([\w-]+)/g)].map((match) => match[1]);
}

/**
 * The application's stylesheet in pieces for pageStyles (build time, beside the islands' build):
 * each rule with the classes its selectors need (a rule in `@media` with its condition), the rest
 * (keyframes, font faces) always taken. `islandsCode`: the islands' scripts, whose classes may be
 * on any page.
 */
export function pageStylesIndex(css: string, islandsCode: string): PageStylesIndex {
  const pieces: StylePiece[] = [];
  const add = (node: ChildNode, at?: string) => {
    if (node.type === 'rule') pieces.push({ at, css: node.toString(), needs: node.selectors.map(classesOf) });
    else if (node.type === 'atrule' && node.name === 'media' && !at) node.each((child) => add(child, `@media ${node.params}`));
    else if (node.type !== 'comment') pieces.push({ at, css: node.toString(), needs: [[]] });
  };
  postcss.parse(css).each((node) => add(node));
  const classes = new Set(pieces.flatMap((piece) => piece.needs.flat()));
  const alwaysClasses = [...new Set(islandsCode.match(/[\w-]+/g))].filter((token) => classes.has(token));
  return { alwaysClasses, pieces };
}
