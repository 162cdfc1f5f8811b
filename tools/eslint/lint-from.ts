import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The real configuration (eslint.config.js), run by the ESLint CLI on a virtual file from `cwd`, with `args` added: its output. */
export function lintFrom(cwd: string, file: string, code: string, args: string[] = []): Promise<string> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(WORKSPACE, 'node_modules/eslint/bin/eslint.js'), ...args, '--stdin', '--stdin-filename', file],
      { cwd, timeout: 60_000 },
      (_error, stdout, stderr) => resolve(stdout + stderr),
    );
    child.stdin!.end(code);
  });
}
