/**
 * Unit tests of the contract lib (the route table: pure logic). Jest runs in ESM mode:
 * NODE_OPTIONS=--experimental-vm-modules, `jest`/`expect` come from '@jest/globals'.
 * @type {import('jest').Config}
 */
export default {
  displayName: 'contract',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } } }],
  },
};
