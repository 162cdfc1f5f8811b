/** One key path that exists (or has a different shape) in one language only. */
export interface ParityIssue {
  path: string;
  problem: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function kind(value: Json): 'array' | 'object' | 'leaf' {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  return 'leaf';
}

/**
 * Compares two translation trees and lists every difference of shape:
 * keys present on one side only, arrays of different lengths, an object on
 * one side where the other has a string. Leaf values are not compared
 * (they are translations), only that both are strings.
 */
export function findParityIssues(left: Json, right: Json, names: readonly [string, string] = ['en', 'es'], path = ''): ParityIssue[] {
  const [leftName, rightName] = names;
  const here = path || '(root)';
  const leftKind = kind(left);
  const rightKind = kind(right);
  if (leftKind !== rightKind) {
    return [{ path: here, problem: `${leftName} has ${leftKind}, ${rightName} has ${rightKind}` }];
  }
  if (leftKind === 'leaf') {
    if (typeof left !== typeof right) {
      return [{ path: here, problem: `${leftName} is ${typeof left}, ${rightName} is ${typeof right}` }];
    }
    return [];
  }
  if (leftKind === 'array') {
    const l = left as Json[];
    const r = right as Json[];
    const issues: ParityIssue[] = [];
    if (l.length !== r.length) {
      issues.push({ path: here, problem: `${leftName} has ${l.length} items, ${rightName} has ${r.length}` });
    }
    for (let i = 0; i < Math.min(l.length, r.length); i += 1) {
      issues.push(...findParityIssues(l[i], r[i], names, `${path}[${i}]`));
    }
    return issues;
  }
  const l = left as Record<string, Json>;
  const r = right as Record<string, Json>;
  const issues: ParityIssue[] = [];
  for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
    const childPath = path ? `${path}.${key}` : key;
    if (!(key in r)) issues.push({ path: childPath, problem: `only in ${leftName}` });
    else if (!(key in l)) issues.push({ path: childPath, problem: `only in ${rightName}` });
    else issues.push(...findParityIssues(l[key], r[key], names, childPath));
  }
  return issues;
}
