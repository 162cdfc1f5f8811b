/**
 * Unit tests of the web app's pure logic (paths, error mapping, token
 * timing …), no DOM. Jest runs in ESM mode: NODE_OPTIONS=--experimental-vm-modules,
 * `jest`/`expect` come from '@jest/globals'.
 * @type {import('jest').Config}
 */
export default {
  displayName: 'web',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@mmt/i18n$': '<rootDir>/../../libs/i18n/src/index.ts',
    '^@mmt/i18n/resources$': '<rootDir>/../../libs/i18n/src/resources.ts',
    '^@mmt/graphql$': '<rootDir>/../../libs/graphql/src/index.ts',
    '^@mmt/company$': '<rootDir>/../../libs/company/src/index.ts',
    '^@mmt/billing$': '<rootDir>/../../libs/billing/src/index.ts',
    '^@mmt/contract$': '<rootDir>/../../libs/contract/src/index.ts',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // The tests run what the server runs of a module (the islands' texts: app/islands/islands.ts).
          transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.env.SSR': 'true' } } } },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
      },
    ],
  },
};
