// ESLint flat config: TypeScript-aware rules everywhere, React hooks rules in the app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers, bottom to top (docs/architecture.md "Layers"): config; storage, logging and
 * security; the features and blocks; pages; routes. A module imports from its own layer or below,
 * type imports included, so no import circle can form between layers. Each rule is a pattern of
 * import paths a folder may not use; the one circle kept on purpose is the block renderer's (blocks
 * render rich text, which renders blocks), and that one runs through import.meta.glob.
 */
const UP_TO_SERVER = {
  regex: '^(\\.\\./)+server/',
  message: 'app/ runs inside the server; server/ builds on app/, not the other way.',
};
const UP_TO_ROUTES = {
  regex: '(^|/)routes/',
  message: 'Route modules are the top layer: move what they share into a feature.',
};
const UP_TO_PAGES = {
  regex: '(^|\\.\\./)pages/',
  message: 'Pages compose blocks and features; a feature or block does not reach up into them.',
};

function layer(files, patterns, ignores = []) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}', ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

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
    files: ['app/**/*.{ts,tsx}', 'editor/**/*.{ts,tsx}'],
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
  layer(
    ['config/**/*.ts'],
    [
      {
        regex: '^\\.\\./(app|server|scripts)/',
        message: 'Configuration is the bottom layer: it reads the environment, nothing else.',
      },
    ],
  ),
  layer(
    ['app/**/*.{ts,tsx}'],
    [UP_TO_SERVER, UP_TO_ROUTES, UP_TO_PAGES],
    [
      'app/routes/**',
      'app/routes.ts',
      'app/root.tsx',
      'app/pages/**',
      'app/seo/**',
      'app/error-page/**',
      'app/{storage,logging,security}/**',
      'app/blocks/**/*.schema.ts',
    ],
  ),
  layer(
    ['app/pages/**/*.{ts,tsx}', 'app/seo/**/*.{ts,tsx}', 'app/error-page/**/*.{ts,tsx}'],
    [UP_TO_SERVER, UP_TO_ROUTES],
  ),
  layer(
    ['app/{storage,logging,security}/**/*.{ts,tsx}'],
    [
      UP_TO_SERVER,
      {
        regex: '^\\.\\./(?!storage/|logging/|security/|\\.\\./config/)',
        message:
          'Storage, logging and security are shared layers: features hand them what they need (app/database.server.ts hands storage the migrations).',
      },
    ],
  ),
  layer(
    ['app/blocks/**/*.schema.ts'],
    [
      UP_TO_SERVER,
      UP_TO_ROUTES,
      UP_TO_PAGES,
      {
        regex: '(^|/)[A-Z][A-Za-z0-9]*$',
        caseSensitive: true,
        message: 'A schema imports no component: put shared constants in Name.options.ts.',
      },
    ],
  ),
);
