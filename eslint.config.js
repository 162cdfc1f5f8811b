import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiLayersRule, webLayersRule } from './tools/eslint/layers-rule.ts';
import { apiTablesRule } from './tools/eslint/tables-rule.ts';

/** The apps' layers (tools/eslint/layers-rule.ts, tables-rule.ts), one plugin object for every block that uses it. */
const layers = { rules: { web: webLayersRule, api: apiLayersRule, 'api-tables': apiTablesRule } };

export default tseslint.config(
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/tmp', '**/test-results', '**/playwright-report', 'libs/graphql/src/generated/**', '.data/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // The architecture in rules: apps import libs, never the other way; features stay apart.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:feature'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    // A file past this many lines of code is a module doing more than one job: split it.
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx', 'tools/**/*.ts', 'tools/**/*.mjs'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/api/src/testing/**', 'apps/api/src/database/seeds/**', 'apps/web-e2e/**'],
    rules: { 'max-lines': ['warn', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Specs assert the copy and company details the site shows: they read the libs' JSON data
    // directly (Playwright loads specs as native ESM, where the libs' TypeScript entry points,
    // with attribute-less JSON imports, do not load).
    files: ['apps/web-e2e/src/support/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      // Nest injects by the emitted constructor parameter types: those imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { layers },
    // Portal and admin are behind sign-in (the router wraps them in RequireSession); every other feature is public.
    rules: { 'layers/web': ['error', { signedInFeatures: ['portal', 'admin', 'technician'] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/api': 'error', 'layers/api-tables': 'error' },
  },
);
