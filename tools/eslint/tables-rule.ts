import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';
import { API_SRC, API_STYLE, apiLayerOf, apiTables, domainRank, isTest, resolveModule } from './layers-rule.ts';

/**
 * layers/api-tables: a domain's data is its own. In the API's running code (the domains, common and
 * config; not tests, nor what composes the domains: database/, testing/, schema/, the top files), no
 * folder runs SQL on a table another folder owns (apps/api/src/domains.ts, `API_TABLES`) nor uses a
 * repository of another's entity; it asks the owner's service. Only SQL counts, never English: a string
 * is read as SQL where an upper-case keyword (FROM, JOIN, INTO, UPDATE, TABLE…) names a table, as the
 * code writes its SQL, so "from users" in a description or an error says nothing.
 */

/** A table named after an SQL keyword, quoted or schema-qualified or not. */
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|USING|TRUNCATE)\s+(?:ONLY\s+)?(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/g;
/** The next table of a FROM list (`FROM jobs j, boats b`), right after the previous one and its alias. */
const LISTED_TABLE = /^(?:\s+(?:AS\s+)?(?!ON\b|WHERE\b|JOIN\b)[a-z_][a-z0-9_]*)?\s*,\s*(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/;

/** The tables a piece of SQL names, in order. */
export function sqlTables(sql: string): string[] {
  const tables: string[] = [];
  for (const match of sql.matchAll(SQL_TABLE)) {
    tables.push(match[1]);
    if (!match[0].startsWith('FROM')) continue;
    let rest = sql.slice(match.index + match[0].length);
    for (let next = LISTED_TABLE.exec(rest); next; next = LISTED_TABLE.exec(rest)) {
      tables.push(next[1]);
      rest = rest.slice(next[0].length);
    }
  }
  return tables;
}

/** Which folder owns each table. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [folder, tables] of apiTables()) for (const table of tables) owners.set(table, folder);
  return owners;
}

/** The table of `@Entity('table')` or `@Entity({ name: 'table' })`, or null for any other decorator. */
function entityTable(decorator: ts.Decorator): string | null {
  const call = decorator.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'Entity') return null;
  const [argument] = call.arguments;
  if (argument && ts.isStringLiteral(argument)) return argument.text;
  if (argument && ts.isObjectLiteralExpression(argument)) {
    const name = argument.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === 'name');
    if (name && ts.isPropertyAssignment(name) && ts.isStringLiteral(name.initializer)) return name.initializer.text;
  }
  return null;
}

interface FileEntities {
  mtimeMs: number;
  /** The entity classes it declares, each with its table. */
  declared: Map<string, string>;
  /** What it re-exports from another module: each name as exported → as that module exports it; null for `export *`. */
  reexports: { source: string; names: Map<string, string> | null }[];
}

const fileEntitiesCache = new Map<string, FileEntities>();

function fileEntities(file: string): FileEntities {
  const { mtimeMs } = statSync(file);
  const cached = fileEntitiesCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FileEntities = { mtimeMs, declared: new Map(), reexports: [] };
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement) && statement.name) {
      for (const decorator of ts.getDecorators(statement) ?? []) {
        const table = entityTable(decorator);
        if (table) found.declared.set(statement.name.text, table);
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? new Map(clause.elements.map((element) => [element.name.text, (element.propertyName ?? element.name).getText(source)]))
          : null;
      if (!clause || names) found.reexports.push({ source: statement.moduleSpecifier.text, names });
    }
  }
  fileEntitiesCache.set(file, found);
  return found;
}

/** The entity classes a file declares, each with its table. */
export const entityTablesOf = (file: string): Map<string, string> => fileEntities(file).declared;

/** The entity classes a module gives to who imports it: those it declares and those it re-exports (a folder's index), each with its table. */
export function entitiesExportedBy(file: string, chain: string[] = []): Map<string, string> {
  const { declared, reexports } = fileEntities(file);
  const exported = new Map(declared);
  for (const { source, names } of reexports) {
    const target = source.startsWith('.') ? resolveModule(file, source) : null;
    // A module that re-exports one on its own chain (a cycle) adds nothing new.
    if (!target || target === file || chain.includes(target)) continue;
    const theirs = entitiesExportedBy(target, [...chain, file]);
    if (!names) theirs.forEach((table, name) => exported.set(name, table));
    else {
      for (const [name, original] of names) {
        const table = theirs.get(original);
        if (table) exported.set(name, table);
      }
    }
  }
  return exported;
}

/** Calls that take an entity (or a table's name) as their first argument: TypeORM's managers, repositories and query builders. */
const REPOSITORY_CALLS = new Set([
  'InjectRepository',
  'getRepository',
  'getTreeRepository',
  'forFeature',
  'find',
  'findBy',
  'findOne',
  'findOneBy',
  'findOneOrFail',
  'findOneByOrFail',
  'findAndCount',
  'findAndCountBy',
  'exists',
  'existsBy',
  'count',
  'countBy',
  'sum',
  'average',
  'minimum',
  'maximum',
  'insert',
  'upsert',
  'update',
  'delete',
  'save',
  'remove',
  'softDelete',
  'restore',
  'increment',
  'decrement',
  'clear',
  'create',
  'merge',
  'preload',
  'createQueryBuilder',
  'from',
  'addFrom',
  'into',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
  'innerJoinAndMapOne',
  'innerJoinAndMapMany',
  'leftJoinAndMapOne',
  'leftJoinAndMapMany',
]);

/**
 * Of those, the ones whose first argument names a table when it is a string (`.innerJoin('boats', 'boat', …)`); a
 * relation's path (`'job.boat'`) or a repository's alias (`createQueryBuilder('job')`) names none.
 */
const TABLE_NAME_CALLS = new Set(['getRepository', 'from', 'addFrom', 'into', 'innerJoin', 'leftJoin', 'innerJoinAndSelect', 'leftJoinAndSelect']);

function calleeName(callee: Rule.Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && !callee.computed) return callee.property.name;
  return undefined;
}

/** What the owner of a table is asked instead, said for the folder that reached into it. */
function advice(from: string, owner: string): string {
  // common sits below every domain: treat it as the lowest.
  const rank = (folder: string) => domainRank(folder) ?? -1;
  return rank(owner) > rank(from)
    ? `declare what ${from} needs (an abstract class) for ${owner} to provide`
    : `ask ${owner} through its service (a method its module exports)`;
}

/** Folders whose code composes the domains and may touch any table. */
const composes = (layer: string) => layer.startsWith('database') || layer === 'testing' || layer === 'schema' || layer.endsWith('.ts');

export const apiTablesRule: Rule.RuleModule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = apiLayerOf(context.filename);
    if (!from || isTest(context.filename) || composes(from)) return {};
    const owners = tableOwners();
    /** The entities this file imports (its own folder's too: their tables say whose they are), local name → table. */
    const importedEntities = new Map<string, string>();

    const tableUse = (node: Rule.Node, table: string) => {
      const owner = owners.get(table);
      if (owner && owner !== from) {
        context.report({
          node,
          message: `${from} runs SQL on ${table}, a table of ${owner} (API_TABLES in apps/api/src/domains.ts): ${advice(from, owner)}. See ${API_STYLE}.`,
        });
      }
    };
    const sqlOn = (node: Rule.Node, text: string) => new Set(sqlTables(text)).forEach((table) => tableUse(node, table));
    const entityUse = (node: Rule.Node, name: string, table: string) => {
      const owner = owners.get(table);
      if (owner && owner !== from) {
        context.report({
          node,
          message: `${from} uses a repository of ${name}, the entity of ${table}, a table of ${owner} (API_TABLES in apps/api/src/domains.ts): ${advice(from, owner)}. See ${API_STYLE}.`,
        });
      }
    };
    const target = (node: Rule.Node, method: string) => {
      if (node.type === 'Identifier' && importedEntities.has(node.name)) entityUse(node, node.name, importedEntities.get(node.name)!);
      else if (node.type === 'Literal' && typeof node.value === 'string' && TABLE_NAME_CALLS.has(method)) tableUse(node, node.value);
    };

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const file = resolveModule(context.filename, source);
        if (!file) return;
        const tables = entitiesExportedBy(file);
        for (const specifier of node.specifiers) {
          const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : undefined;
          if (imported && tables.has(imported)) importedEntities.set(specifier.local.name, tables.get(imported)!);
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') sqlOn(node, node.value);
      },
      TemplateLiteral(node) {
        // What is interpolated cannot be judged: a placeholder that names no table stands for it.
        sqlOn(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' $0 '));
      },
      CallExpression(node) {
        const method = calleeName(node.callee as Rule.Node);
        const [first] = node.arguments;
        if (!method || !REPOSITORY_CALLS.has(method) || !first) return;
        for (const argument of first.type === 'ArrayExpression' ? first.elements : [first]) {
          if (argument) target(argument as Rule.Node, method);
        }
      },
    };
  },
};

// --- the declaration's checks (tools/eslint/tables-rule.spec.ts) ----------------------------------

const CREATE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/g;
const DROP = /\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?((?:"?[a-z_][a-z0-9_]*"?\s*,\s*)*"?[a-z_][a-z0-9_]*"?)/g;
const RENAME = /\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?\s+RENAME\s+TO\s+"?([a-z_][a-z0-9_]*)"?/g;

/** The SQL text of a migration's `up` method: its strings and templates, in order. */
function upSql(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $0 '));
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isMethodDeclaration(node) && node.name.getText(source) === 'up') collect(node);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The tables there are once every migration of `folder` has run (its files in their timestamp order). */
export function migratedTables(folder: string): Set<string> {
  const tables = new Set<string>();
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .sort();
  for (const name of files) {
    for (const sql of upSql(path.join(folder, name))) {
      // Statements in the order they run: each event at its place in the text.
      const events = [
        ...[...sql.matchAll(CREATE)].map((match) => ({ at: match.index, apply: () => tables.add(match[1]) })),
        ...[...sql.matchAll(DROP)].map((match) => ({
          at: match.index,
          apply: () => match[1].split(',').forEach((table) => tables.delete(table.trim().replace(/"/g, ''))),
        })),
        ...[...sql.matchAll(RENAME)].map((match) => ({
          at: match.index,
          apply: () => {
            tables.delete(match[1]);
            tables.add(match[2]);
          },
        })),
      ].sort((a, b) => a.at - b.at);
      for (const event of events) event.apply();
    }
  }
  return tables;
}

/** Every `@Entity` class under `root` (tests left out), with its file and table. */
export function entitiesUnder(root: string): { file: string; name: string; table: string }[] {
  const found: { file: string; name: string; table: string }[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.ts') || isTest(file)) continue;
    for (const [name, table] of entityTablesOf(file)) found.push({ file, name, table });
  }
  return found;
}

/**
 * What is wrong with the tables' declaration (`tables`: owner folder → its tables) against the
 * tables the migrations leave and the entities' files: a table owned by no folder or by two, a
 * declared table no migration leaves, an owner that is no domain (nor common), an entity outside its
 * owner's folder. Empty when all is well.
 */
export function ownershipProblems(tables: Map<string, string[]>, migrated: Set<string>, entities: { file: string; name: string; table: string }[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string[]>();
  for (const [folder, owned] of tables) {
    if (folder !== 'common' && domainRank(folder) === undefined) problems.push(`${folder} owns tables but is no domain (nor common)`);
    for (const table of owned) owners.set(table, [...(owners.get(table) ?? []), folder]);
  }
  for (const table of [...migrated].sort()) {
    if (!owners.has(table)) problems.push(`${table} is owned by no folder`);
  }
  for (const [table, folders] of owners) {
    if (folders.length > 1) problems.push(`${table} is owned by ${folders.join(' and ')}`);
    if (!migrated.has(table)) problems.push(`${table} is declared but no migration leaves it`);
  }
  for (const { file, name, table } of entities) {
    const folder = apiLayerOf(file);
    const owner = owners.get(table)?.[0];
    if (owner && folder !== owner) problems.push(`${name} (${path.relative(API_SRC, file)}) is ${table}'s entity, outside its owner ${owner}`);
  }
  return problems;
}
