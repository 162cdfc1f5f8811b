import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // A feature never imports another feature; the app composes them (style.md).
    files: ['apps/web/src/features/**/*.ts', 'apps/web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*', '../../*/**', '!../../shared/**'], message: 'Features do not import each other or the app: move shared code to src/shared.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.ts', 'apps/web/src/shared/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared code does not depend on features or the app.' }] }],
    },
  },
);
