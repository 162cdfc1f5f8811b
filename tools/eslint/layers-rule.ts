import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from 'eslint';
import ts from 'typescript';

/**
 * The apps' layers (docs/style.md), as lint rules. Every way a module names another counts: `import`,
 * `export … from`, `export *`, `import()`, and TypeScript's `import('…')` types and
 * `import x = require('…')`. Paths are resolved on the file system from this file's own folder,
 * so the rules hold from any working directory. (Loaded by eslint.config.js as TypeScript: Node
 * strips the types, so this file uses only erasable syntax.)
 *
 * - layers/web: shared → features → app. A feature imports neither another feature nor the app;
 *   shared imports neither. Inside shared, the domain widgets (shared/domain: a job's timeline, a
 *   document's lines…) use the primitives, never the other way round; public features (all but the signed-in ones, whose chunks carry Apollo
 *   Client) do not import @apollo/client, directly or through a shared module that does.
 * - layers/api: common is below every domain (it imports only common and config); only the
 *   database folder imports database/seeds (seeds use domains, never the other way round); only
 *   tests import testing/. Tests themselves (`*.spec.ts`, testing/) may import anything. The
 *   domains keep their declared order (apps/api/src/domains.ts): running code imports only domains
 *   listed before its own, so no runtime cycle can form between two domains (the message shows the
 *   cycle an upward import would close). A top folder that is in neither list is reported.
 */
/** Where each message sends its reader: the section of the style guide the rule holds. */
export const WEB_STYLE = 'docs/style.md, "The web (React)"';
export const API_STYLE = 'docs/style.md, "The API (NestJS)"';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_SRC = path.join(WORKSPACE, 'apps/web/src');
export const API_SRC = path.join(WORKSPACE, 'apps/api/src');

interface ImportSite {
  node: Rule.Node;
  source: string;
  /** Erased by the compiler (`import type`, an `import('…')` type): no code is loaded. */
  typeOnly: boolean;
}

/** What TypeScript adds to ESTree's nodes, as far as these rules read them. */
interface TsNode {
  importKind?: 'type' | 'value';
  exportKind?: 'type' | 'value';
  specifiers?: TsNode[];
  source?: { value: unknown } | null;
  moduleReference?: { type: string; expression?: { value: unknown } };
}

const tsNode = (node: unknown) => node as TsNode;
const allTypes = (node: TsNode) =>
  Boolean(node.specifiers?.length) && node.specifiers!.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');

/** A literal specifier, also a template without expressions; a computed one cannot be judged. */
function literal(node: Rule.Node | null | undefined): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** Calls `visit` for every module a file names, in any of the forms above. */
function importVisitors(visit: (site: ImportSite) => void): Rule.RuleListener {
  const site = (node: Rule.Node, source: unknown, typeOnly: boolean) => {
    if (typeof source === 'string') visit({ node, source, typeOnly });
  };
  return {
    ImportDeclaration: (node) => site(node, node.source.value, tsNode(node).importKind === 'type' || allTypes(tsNode(node))),
    ExportNamedDeclaration: (node) => site(node, node.source?.value, tsNode(node).exportKind === 'type' || allTypes(tsNode(node))),
    ExportAllDeclaration: (node) => site(node, node.source.value, tsNode(node).exportKind === 'type'),
    ImportExpression: (node) => site(node, literal(node.source as Rule.Node), false),
    TSImportType: (node: Rule.Node) => site(node, tsNode(node).source?.value, true),
    TSImportEqualsDeclaration: (node: Rule.Node) => {
      const reference = tsNode(node).moduleReference;
      if (reference?.type === 'TSExternalModuleReference') site(node, reference.expression?.value, tsNode(node).importKind === 'type');
    },
  } as Rule.RuleListener;
}

/** The path of a file (or folder) inside `root`, split, or null outside it. */
function partsIn(root: string, file: string): string[] | null {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

const isApollo = (source: string) => source === '@apollo/client' || source.startsWith('@apollo/client/');

// --- web ------------------------------------------------------------------------------------

/** `app`, `shared/domain`, the rest of `shared`, `features/<name>` (a top file: its name), or null outside apps/web/src. */
function webLayerOf(file: string): string | null {
  const [top, name] = partsIn(WEB_SRC, file) ?? [];
  if (top === 'features') return `features/${name}`;
  return top === 'shared' && name === 'domain' ? 'shared/domain' : (top ?? null);
}

const isShared = (layer: string) => layer === 'shared' || layer === 'shared/domain';

/** A relative specifier as the bundler resolves it: the file, or null when it is none of ours. */
export function resolveModule(from: string, source: string): string | null {
  const base = path.resolve(path.dirname(from), source.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const runtimeImportsCache = new Map<string, { mtimeMs: number; sources: string[] }>();

/** The modules a file loads when it runs (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const cached = runtimeImportsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.sources;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const sources: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) sources.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) sources.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      sources.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  runtimeImportsCache.set(file, { mtimeMs, sources });
  return sources;
}

/** The chain of modules by which a web module loads @apollo/client, or null when it does not. */
function apolloChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const source of runtimeImports(file)) {
    if (isApollo(source)) return [source];
    if (!source.startsWith('.')) continue;
    const next = resolveModule(file, source);
    const chain = next && webLayerOf(next) ? apolloChain(next, seen) : null;
    if (chain) return [path.relative(WEB_SRC, next!), ...chain];
  }
  return null;
}

interface WebOptions {
  /** Features behind sign-in, which may use Apollo Client. */
  signedInFeatures?: string[];
}

export const webLayersRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { signedInFeatures: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = webLayerOf(context.filename);
    if (!from) return {};
    const { signedInFeatures = [] } = (context.options[0] ?? {}) as WebOptions;
    const isPublicFeature = from.startsWith('features/') && !signedInFeatures.includes(from.slice('features/'.length));
    const apolloRefused = (node: Rule.Node, source: string, through = '') =>
      context.report({
        node,
        message: `${from} is public and may not import ${source}${through}: public pages stay without Apollo Client (fetch with shared/graphql request()). See ${WEB_STYLE}.`,
      });

    return importVisitors(({ node, source, typeOnly }) => {
      if (isApollo(source)) {
        if (isPublicFeature) apolloRefused(node, source);
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = webLayerOf(target);
      if (!to) return;
      const crossesFeatures = from.startsWith('features/') && (to === 'app' || (to.startsWith('features/') && to !== from));
      const sharedReachesUp = isShared(from) && (to === 'app' || to.startsWith('features/'));
      if (crossesFeatures || sharedReachesUp) {
        context.report({ node, message: `${from} may not import ${to}: move what both need to src/shared, or compose in src/app. See ${WEB_STYLE}.` });
        return;
      }
      if (from === 'shared' && to === 'shared/domain') {
        context.report({
          node,
          message: `shared may not import shared/domain: the primitives stay below the domain widgets (move what both need out of shared/domain). See ${WEB_STYLE}.`,
        });
        return;
      }
      if (isPublicFeature && isShared(to) && !typeOnly) {
        const file = resolveModule(context.filename, source);
        const chain = file && apolloChain(file);
        if (chain) apolloRefused(node, source, `, which loads @apollo/client (${chain.join(' → ')})`);
      }
    });
  },
};

// --- api ------------------------------------------------------------------------------------

/** `common`, `config`, a domain's folder, `database/seeds` apart from the rest of `database` (a top file: its name), or null outside apps/api/src. */
export function apiLayerOf(file: string): string | null {
  const [top, name] = partsIn(API_SRC, file) ?? [];
  // A top file named as the compiler emits it (`./app.module.js`) is its source file.
  return top === 'database' && name === 'seeds' ? 'database/seeds' : (top?.replace(/\.js$/, '.ts') ?? null);
}

export const isTest = (file: string) => /\.spec\.ts$/.test(file) || apiLayerOf(file) === 'testing';

/** The file that lists the domains in their order (read, not imported: the API is not a library of the tools). */
export const API_DOMAINS_FILE = path.join(API_SRC, 'domains.ts');

interface DomainsDeclaration {
  mtimeMs: number;
  /** Its string arrays (`API_DOMAINS`, `API_NOT_DOMAINS`). */
  lists: Map<string, string[]>;
  /** Its objects of string arrays (`API_TABLES`), each as a map. */
  records: Map<string, Map<string, string[]>>;
}

const domainsCache: DomainsDeclaration = { mtimeMs: -1, lists: new Map(), records: new Map() };

const strings = (node: ts.Expression) => (ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isStringLiteral).map((element) => element.text) : []);

/** What apps/api/src/domains.ts declares, read again when it changes. */
function domainsDeclaration(): DomainsDeclaration {
  const { mtimeMs } = statSync(API_DOMAINS_FILE);
  if (domainsCache.mtimeMs !== mtimeMs) {
    const source = ts.createSourceFile(API_DOMAINS_FILE, readFileSync(API_DOMAINS_FILE, 'utf8'), ts.ScriptTarget.Latest, true);
    const lists = new Map<string, string[]>();
    const records = new Map<string, Map<string, string[]>>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const { initializer } = node;
        if (ts.isArrayLiteralExpression(initializer)) lists.set(node.name.text, strings(initializer));
        if (ts.isObjectLiteralExpression(initializer)) {
          const record = new Map<string, string[]>();
          for (const property of initializer.properties) {
            if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
              record.set(property.name.text, strings(property.initializer));
            }
          }
          records.set(node.name.text, record);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    Object.assign(domainsCache, { mtimeMs, lists, records });
  }
  return domainsCache;
}

/** The string arrays `API_DOMAINS` and `API_NOT_DOMAINS` of apps/api/src/domains.ts. */
const domainList = (name: 'API_DOMAINS' | 'API_NOT_DOMAINS'): string[] => domainsDeclaration().lists.get(name) ?? [];

/** `API_TABLES` of apps/api/src/domains.ts: each owner folder's tables. */
export const apiTables = (): Map<string, string[]> => domainsDeclaration().records.get('API_TABLES') ?? new Map();

export const domainRank = (layer: string) => {
  const rank = domainList('API_DOMAINS').indexOf(layer);
  return rank < 0 ? undefined : rank;
};
const isListed = (layer: string) => domainRank(layer) !== undefined || domainList('API_NOT_DOMAINS').includes(layer) || layer === 'database/seeds';

/** The domains that `domain`'s running code imports, each with the first file of it that does. */
function domainImports(domain: string): Map<string, string> {
  const imports = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.ts$/.test(entry.name) && !isTest(file)) {
        for (const source of runtimeImports(file)) {
          const to = source.startsWith('.') ? apiLayerOf(path.resolve(folder, source)) : null;
          if (to && to !== domain && domainRank(to) !== undefined && !imports.has(to)) imports.set(to, path.relative(API_SRC, file));
        }
      }
    }
  };
  visit(path.join(API_SRC, domain));
  return imports;
}

/** How domain `start` comes to load domain `goal` when it runs (`a → b (a/file.ts)` per step), or null. */
function domainChain(start: string, goal: string): string[] | null {
  const cameFrom = new Map<string, { domain: string; file: string }>();
  const queue = [start];
  for (let domain = queue.shift(); domain !== undefined; domain = queue.shift()) {
    for (const [next, file] of domainImports(domain)) {
      if (next === start || cameFrom.has(next)) continue;
      cameFrom.set(next, { domain, file });
      if (next === goal) {
        const steps: string[] = [];
        for (let step = goal; step !== start; step = cameFrom.get(step)!.domain) steps.unshift(`${step} (${cameFrom.get(step)!.file})`);
        return steps;
      }
      queue.push(next);
    }
  }
  return null;
}

export const apiLayersRule: Rule.RuleModule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = apiLayerOf(context.filename);
    // Tests may reach anything (they boot the whole app); the layers are the running code's.
    if (!from || isTest(context.filename)) return {};
    return importVisitors(({ node, source, typeOnly }) => {
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = apiLayerOf(target);
      if (!to || to === from) return;
      if (from === 'common' && to !== 'config') {
        context.report({ node, message: `common may not import ${to}: common is below every domain (move what both need into common). See ${API_STYLE}.` });
      } else if (to === 'database/seeds' && !from.startsWith('database')) {
        context.report({ node, message: `${from} may not import database/seeds: the seeds use the domains, never the other way round. See ${API_STYLE}.` });
      } else if (to === 'testing') {
        context.report({ node, message: `${from} may not import testing: only tests use it. See ${API_STYLE}.` });
      } else if (!isListed(from) || !isListed(to)) {
        context.report({
          node,
          message: `${isListed(from) ? to : from} is not in apps/api/src/domains.ts: list it among the domains, in its place in their order, or among what is not a domain. See ${API_STYLE}.`,
        });
      } else if (!typeOnly && (domainRank(to) ?? -1) > (domainRank(from) ?? Infinity)) {
        const chain = domainChain(to, from);
        const cycle = chain ? `, and ${to} loads ${from} again: a runtime cycle (${[from, to, ...chain].join(' → ')})` : '';
        context.report({
          node,
          message: `${from} may not import ${to}, which comes after it in apps/api/src/domains.ts${cycle}. Call ${from} from ${to} instead, or declare what ${from} needs (an abstract class) for ${to} to provide. See ${API_STYLE}.`,
        });
      }
    });
  },
};
