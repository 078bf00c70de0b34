import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'core/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The shared core is what the app, the server and the scripts all build on: it imports none of them.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|server|scripts)/',
              message: 'core/ imports nothing from the app, the server or the scripts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares code with the app only through core/.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message: 'The server imports shared code from core/, never from the app in src/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A spec's pages and requests go to the server of its own worker, which the project's `test` sets.
    files: ['tests/e2e/**/*.ts', 'tests/security/**/*.spec.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from tests/e2e/support/test: it drives the worker's own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server, security and domain test files run one after another in a shared module graph
    // (vite.config.ts, isolate: false): what one of them mocks or stubs would hold in the next.
    files: ['tests/server/**/*.ts', 'tests/security/**/*.test.ts', 'tests/unit/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'spyOn', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map(
          (property) => ({
            object: 'vi',
            property,
            message:
              'These files share their modules and globals: pass the test its own server, database or clock instead.',
          }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'These files share one process: give a server its environment through its options.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
