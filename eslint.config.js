// ESLint flat config: a minimal rule set plus the layer boundaries of ARCHITECTURE.md §1.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'os', 'url', 'stream'];

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**', '#tests/*'], message: 'Nothing imports from tests/.' },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no node:*, no DOM, no React, no database; it imports only itself.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '**/server/**', '**/web/**', '**/tests/**'],
              message: 'src/domain imports nothing outside itself.',
            },
            { group: nodeBuiltins, message: 'src/domain does no I/O.' },
            {
              group: [
                'react',
                'react-*',
                'kysely',
                'fastify',
                '@fastify/*',
                'pg',
                'better-sqlite3',
              ],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features talk to each other through a public module (ADR 108): a file in
    // src/server/features/X/ may import a sibling feature Y only from `../Y/index.ts`, so what Y
    // offers is one list, and its files can change without breaking X. Tests may reach inside.
    files: ['src/server/features/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**', '#tests/*'], message: 'Nothing imports from tests/.' },
            {
              regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+$',
              message:
                "Import a sibling feature through its public module, '../<feature>/index.ts' (ADR 108).",
            },
            {
              regex: '^#server/features/[^/]+/(?!index\\.ts$).+$',
              message:
                "Import a sibling feature through its public module, '#server/features/<feature>/index.ts' (ADR 108).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'src/web never imports src/server.' },
            { group: ['**/tests/**'], message: 'Nothing imports from tests/.' },
          ],
          paths: [
            {
              name: 'react-toastify',
              message:
                "Import from 'react-toastify/unstyled': the default entry injects a second copy of its CSS at mount, and its toasts go to a container that is not mounted (ADR 015).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
