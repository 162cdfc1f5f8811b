/**
 * Tests of the workspace's own lint rules (tools/eslint). Jest runs in ESM mode:
 * NODE_OPTIONS=--experimental-vm-modules, `jest`/`expect` come from '@jest/globals'.
 * @type {import('jest').Config}
 */
export default {
  displayName: 'tools',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/eslint/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
};
