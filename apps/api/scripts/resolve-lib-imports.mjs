// tsc keeps `@mmt/*` specifiers as written and Node cannot resolve them: after the API's build,
// each becomes a relative path to the lib's compiled file (tsconfig.base.json `paths`, .ts → .js).
// Usage: resolve-lib-imports.mjs <outDir> <folder>… [--watch]  (--watch: again on every change, for tsc -w)
import { watch } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const keepWatching = args.includes('--watch');
const [outDir, ...folders] = args.filter((arg) => arg !== '--watch');
const { compilerOptions } = JSON.parse(await readFile('tsconfig.base.json', 'utf8'));
const targets = new Map(Object.entries(compilerOptions.paths).map(([alias, [file]]) => [alias, resolve(outDir, file.replace(/\.tsx?$/, '.js'))]));
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(@mmt\/[^'"]+)\2/g;

async function rewrite(file) {
  const source = await readFile(file, 'utf8').catch(() => null);
  if (source === null) return;
  const rewritten = source.replace(specifier, (_match, lead, quote, alias) => {
    const target = targets.get(alias);
    if (!target) throw new Error(`${file}: no path for ${alias} in tsconfig.base.json`);
    const path = relative(dirname(resolve(file)), target);
    return `${lead}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
  });
  if (rewritten !== source) await writeFile(file, rewritten);
}

for (const folder of folders) {
  for (const name of await readdir(folder, { recursive: true })) if (name.endsWith('.js')) await rewrite(join(folder, name));
  if (keepWatching) watch(folder, { recursive: true }, (_event, name) => name?.endsWith('.js') && void rewrite(join(folder, name)));
}
