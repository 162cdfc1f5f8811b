/*
 * Accent- and case-insensitive search without database extensions ('informacion' finds
 * 'Información'): both sides are folded to unaccented lower case, the column in SQL with
 * translate() (immutable, available on any PostgreSQL), the words in JavaScript.
 */
const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc';

/** SQL that folds a text expression (translate first: lower() of 'Á' is 'Á' under the C locale). */
export function foldSql(expression: string): string {
  return `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;
}

/** The words folded the same way, as a LIKE pattern (`%`, `_` and `\` taken literally). */
export function searchPattern(words: string): string {
  const folded = words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
