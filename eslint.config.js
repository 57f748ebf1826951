// One lint setup for the workspace. It also enforces the dependency direction
// ui ← app → domain ← sandbox (see ../shared/design/ARCHITECTURE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const crossPackage = (names) =>
  names.flatMap((name) => [
    {
      group: [`@mall/${name}`, `@mall/${name}/*`],
      message: `this package may not import @mall/${name}`,
    },
    {
      group: [`**/packages/${name}/**`, `../../${name}/**`, `../../../${name}/**`],
      message: `no relative imports into packages/${name}`,
    },
  ]);

/**
 * What the sandbox may import: the contract (with its area modules), the money module, and the
 * reading of a buyer's workbook (importData reads it as the form's preview does).
 */
const sandboxPatterns = [
  ...crossPackage(['ui', 'app']),
  {
    regex: '^@mall/domain(?!/contract(/[A-Za-z]+)?$|/money$|/workbook$)',
    message:
      'the sandbox imports only @mall/domain/contract (and its area modules /contract/<area>), @mall/domain/money and @mall/domain/workbook',
  },
  {
    group: ['**/packages/domain/**', '../../domain/**'],
    message: 'the sandbox imports only @mall/domain/contract',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: crossPackage(['domain', 'app', 'sandbox']) }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...crossPackage(['ui', 'app', 'sandbox']),
            {
              group: ['react', 'react-dom', 'react-dom/*', 'styled-components', 'radix-ui'],
              message: 'domain imports no UI',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: sandboxPatterns }] },
  },
  {
    // The sandbox's lower layers: the schema and client, the seed and the order logic serve the
    // routes and never take anything from them.
    files: ['packages/sandbox/src/{db,seed,orders}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sandboxPatterns,
            {
              group: ['**/routes/**'],
              message: 'db/, seed/ and orders/ may not import routes/: move the shared piece down',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['packages/app/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: crossPackage(['sandbox']) }],
    },
  },
);
