// ESLint flat config: TypeScript-aware rules everywhere, React hooks rules in the app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'test-results-*/',
      'playwright-report/',
      'var/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Tests set configuration with overrideConfig (config/test-config.ts) or, to test reading the
    // environment, vi.stubEnv: either is undone after them, an edit of process.env is not.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'Use overrideConfig (config/test-config.ts) or vi.stubEnv.',
        },
        {
          selector:
            "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'Use overrideConfig (config/test-config.ts) or vi.stubEnv.',
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Content is parsed on the server; the browser never loads zod or a schema (README
    // "Architecture"). Only schema modules, server modules and tests may import them as values.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/*.schema.ts',
      'app/**/*.server.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'app/**/test-support.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Parse on the server (a .schema.ts or .server.ts module).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['**/*.schema'],
              message: 'Schemas run on the server only; import their types with `import type`.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
