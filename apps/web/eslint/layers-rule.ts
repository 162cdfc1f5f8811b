import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from 'eslint';

/**
 * The web app's layers (style.md): shared → features → app. A feature imports neither another
 * feature nor the app; shared imports neither; public features (all but the signed-in ones, whose
 * chunks carry Apollo Client) do not import @apollo/client, so public pages stay light.
 * Every form counts: `import`, `export … from`, `export *` and `import()`. Paths are resolved on
 * the file system from this file's own folder, so the rule holds from any working directory.
 * (Loaded by eslint.config.js as TypeScript: Node strips the types.)
 */
export const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

interface Options {
  /** Features behind sign-in, which may use Apollo Client. */
  signedInFeatures?: string[];
}

/** `app`, `shared`, `features/<name>`, or null outside apps/web/src. */
function layerOf(file: string): string | null {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? `features/${name}` : top;
}

export const layersRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { signedInFeatures: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const { signedInFeatures = [] } = (context.options[0] ?? {}) as Options;
    const isPublicFeature = from.startsWith('features/') && !signedInFeatures.includes(from.slice('features/'.length));

    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      if (source === '@apollo/client' || source.startsWith('@apollo/client/')) {
        if (isPublicFeature) context.report({ node, message: `${from} is public and may not import ${source}: public pages stay without Apollo Client (fetch with shared/graphql request()).` });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const crossesFeatures = from.startsWith('features/') && (to === 'app' || (to.startsWith('features/') && to !== from));
      const sharedReachesUp = from === 'shared' && (to === 'app' || to.startsWith('features/'));
      if (crossesFeatures || sharedReachesUp) {
        context.report({ node, message: `${from} may not import ${to}: move what both need to src/shared, or compose in src/app.` });
      }
    };
    /** A literal specifier, also a template without expressions; a computed one cannot be judged. */
    const literal = (node: Rule.Node | null | undefined): unknown => {
      if (node?.type === 'Literal') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
      return undefined;
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source as Rule.Node)),
    };
  },
};
