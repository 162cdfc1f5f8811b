import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * The API of an earlier commit, built as its own `npm run build` builds it (tsc, then the libs'
 * imports resolved), beside this checkout and with its node_modules. Kept per commit in the system's
 * temporary folder, so only the first run pays the build (~15 s); each run links its own node_modules.
 */
export async function buildRelease(commit: string): Promise<string> {
  const root = (await exec('git', ['rev-parse', '--show-toplevel'])).stdout.trim();
  const dir = join(tmpdir(), 'mmt-releases', commit);
  const main = join(dir, 'dist/apps/api/src/main.js');
  if (existsSync(main)) {
    // The checkout it was built beside may be gone (a CI clone, since deleted): it runs on this one's node_modules.
    const link = join(dir, `node_modules.${process.pid}`);
    await rm(link, { force: true });
    await symlink(join(root, 'node_modules'), link);
    await rename(link, join(dir, 'node_modules'));
    return main;
  }
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const archive = join(building, 'source.tar');
  await exec('git', ['-C', root, 'archive', '--output', archive, commit, 'apps/api', 'libs', 'tsconfig.base.json', 'package.json']).catch((error: unknown) => {
    throw new Error(`the release ${commit} is not in this clone's history (a shallow clone?): ${String(error)}`);
  });
  await exec('tar', ['-xf', archive, '-C', building]);
  await symlink(join(root, 'node_modules'), join(building, 'node_modules'));
  await exec(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'apps/api/tsconfig.app.json'], { cwd: building });
  await exec(process.execPath, ['apps/api/scripts/resolve-lib-imports.mjs', 'dist', 'dist/apps/api', 'dist/libs'], { cwd: building });
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  return main;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** `node main.js` as production runs it, on `env`'s database and port; resolves once it listens. */
export async function startServer(main: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Listening on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
