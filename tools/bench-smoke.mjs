// npm run bench:smoke — every bench and fault script for a second or two (BENCH_SMOKE=1: see
// apps/api/bench/lib.mjs) against the production build, one after another, so that a renamed field,
// a changed document or a broken start fails `npm test` instead of the next measurement. Only the
// scripts' correctness checks decide; their figures are not judged on a run this short.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';

const BENCH_DIR = 'apps/api/bench';
// lib.mjs is what the scripts share; raw-server.mjs is a server bench-api starts.
const NOT_SCRIPTS = new Set(['lib.mjs', 'raw-server.mjs']);

const scripts = (await readdir(BENCH_DIR)).filter((name) => name.endsWith('.mjs') && !NOT_SCRIPTS.has(name)).sort();
const failed = [];
for (const script of scripts) {
  const started = performance.now();
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [`${BENCH_DIR}/${script}`], { env: { ...process.env, BENCH_SMOKE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('exit', resolve);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${script} (${seconds} s)`);
  if (code !== 0) {
    failed.push(script);
    process.stdout.write(Buffer.concat(output).toString().slice(-4000));
  }
}
if (failed.length) {
  console.error(`bench:smoke: ${failed.length} of ${scripts.length} scripts failed: ${failed.join(', ')}`);
  process.exit(1);
}
