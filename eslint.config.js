import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'playwright-report', 'test-results', 'src/routeTree.gen.ts', 'locales/**/*.js', 'locales/**/*.ts', 'bench-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@?firebase(/.*)?$',
              message: 'Only src/lib/firebase talks to the Firebase SDK: import from there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Imports flow one way: shared code, then features, then routes.
    files: ['src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/routes/*'], message: 'Shared code must not import features or routes.' },
            { regex: '^@?firebase(/.*)?$', message: 'Only src/lib/firebase talks to the Firebase SDK.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/firebase/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/routes/*'], message: 'Shared code must not import features or routes.' }] }],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/routes/*'], message: 'Features must not import routes.' },
            { regex: '^@?firebase(/.*)?$', message: 'Only src/lib/firebase talks to the Firebase SDK.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
