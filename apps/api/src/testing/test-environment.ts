// Jest's Node environment for the API tests, but for how a worker leaves once Jest has ended it.
import { TestEnvironment } from 'jest-environment-node';

/**
 * A worker that has run a file booting the app holds about 600 MB (the app's module graph, in a VM
 * context per file). When Jest ends the worker, nothing is left to run, yet Node's natural exit
 * then frees the V8 heap page by page (about a quarter of a second of CPU, and more wall time
 * while the other core runs the other worker): past the 500 ms Jest allows, on a busy 2-core
 * machine, Jest kills the worker and prints "A worker process has failed to exit gracefully… tests
 * leaking due to improper teardown", though no handle is open. So once the event loop is empty
 * ('beforeExit', which never comes while a socket, a server, a child process or a ref'd timer is
 * alive: a real leak still keeps the worker up and Jest still reports it), the worker exits at
 * once, leaving the memory to the kernel.
 */
function exitOnceIdle(): void {
  process.exit();
}

export default class ApiTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    // This class lives in the worker's own realm (a test's `process` is a copy): this is the worker.
    if (!process.listeners('beforeExit').includes(exitOnceIdle)) process.once('beforeExit', exitOnceIdle);
  }
}
