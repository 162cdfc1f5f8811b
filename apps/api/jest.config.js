// Jest in ESM mode: NestJS 12 is ESM-only (docs/architecture.md, "Choices, measured").
export default {
  displayName: 'api',
  rootDir: '.',
  // Node's, leaving at once when Jest ends a worker that has nothing left to run (see the file).
  testEnvironment: '<rootDir>/src/testing/test-environment.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // ES-only packages that CommonJS dependencies require() (@fastify/static, sanitize-html): Node 20
  // loads them natively, Jest's runtime does not, so they are compiled for require().
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The workspace libs, from source (tsconfig.base.json `paths`).
    '^@mmt/i18n$': '<rootDir>/../../libs/i18n/src/index.ts',
    '^@mmt/i18n/resources$': '<rootDir>/../../libs/i18n/src/resources.ts',
    '^@mmt/company$': '<rootDir>/../../libs/company/src/index.ts',
    '^@mmt/billing$': '<rootDir>/../../libs/billing/src/index.ts',
    '^@mmt/contract$': '<rootDir>/../../libs/contract/src/index.ts',
    '^@mmt/graphql$': '<rootDir>/../../libs/graphql/src/index.ts',
  },
  transform: {
    '^.+\\.(ts|js)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          experimental: { keepImportAttributes: true },
        },
      },
    ],
  },
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  // Each test file loads the whole app again in a VM context of its own (ESM), and a worker's heap
  // grows by ~70 MB a file: the late files of a run crawled through garbage collection (past their
  // timeouts) and the last workers took too long to exit (Jest force-exited them). A worker over
  // this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '300MB',
  // How long an ended worker may take to exit before Jest kills it and reports a leak. Even with
  // nothing open, a worker that ran a file booting the app holds ~600 MB that its process must give
  // back (test-environment.ts exits without freeing the V8 heap first); on a 2-core machine that is
  // also running the other worker and other jobs, that passed Jest's default 500 ms. A leaked
  // handle never lets the worker exit: it is still reported, this long after the last file.
  workerGracefulExitTimeout: 5000,
};
