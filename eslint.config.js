import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import returnReply from './eslint-rules/return-reply.js';
import tableOwnership, { foreignTables } from './eslint-rules/table-ownership.js';

/** The sub-folders of `dir`: one boundary zone each, so a new feature or module is covered at once. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf('./src/web/features');
const serverModules = foldersOf('./src/server/modules');

/** Dependencies flow one way: contracts ← server, contracts ← web (shared → features → routes). */
const boundaries = [
  { target: './src/contracts', from: ['./src/server', './src/web'], message: 'contracts import nothing of ours' },
  { target: './src/web', from: './src/server', message: 'the web app never imports the server' },
  { target: './src/server', from: './src/web', message: 'the server never imports the web app' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/routes'],
    message: 'shared web folders do not import features or routes',
  },
  // One zone per feature (a glob zone with `except` never fired): a feature imports no other feature.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'a feature does not import another feature (move what both need to components/ or lib/)',
  })),
  // A server module reaches another only through its public index.ts (services) or read-model.ts (tables to join on).
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [
      `./${module}`,
      ...serverModules.filter((other) => other !== module).flatMap((other) => [`./${other}/index.ts`, `./${other}/read-model.ts`]),
    ],
    message: 'a module imports another module only through its index.ts or read-model.ts',
  })),
];

/** A module's code (not its tests) uses the shared server folders through their public entries only (ADR 0043). */
const publicEntries = [
  { from: './src/server/auth', except: ['./index.ts', './read-model.ts'] },
  { from: './src/server/db', except: ['./index.ts'] },
  { from: './src/server/queue', except: ['./index.ts'] },
  ...foldersOf('./src/server/adapters').map((kind) => ({ from: `./src/server/adapters/${kind}`, except: ['./index.ts'] })),
].map((zone) => ({
  target: './src/server/modules',
  ...zone,
  message: 'a module imports auth/, db/, queue/ and adapters/ through their index.ts (or auth/read-model.ts)',
}));

/** A module imports only its own tables from the database layer; others' come from their owner's read-model.ts. */
const ownTablesOnly = (module) => ({
  paths: [
    {
      name: '#server/db/index',
      importNames: foreignTables(`modules/${module}`),
      message: 'another module owns this table (src/server/db/schema/owners.json): join on its read-model.ts, write through its service',
    },
  ],
});
/** Routes are HTTP only: of the database layer they take the connection types, never a table or a query. */
const httpOnly = {
  paths: [
    {
      name: '#server/db/index',
      allowImportNames: ['Database', 'Db', 'DbOrTx', 'Tx'],
      message: 'routes are HTTP only: the schema belongs to services',
    },
  ],
  patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'routes are HTTP only: queries belong to services' }],
};

/**
 * Intl formatters and collators are built once, at module level: building one costs tens of
 * microseconds, and `toLocaleString(locale, …)` or `localeCompare(other, locale)` builds one on
 * every call (a quarter of a searched page's server rendering, ADR 0071).
 */
const formattersBuiltOnce = [
  {
    selector: ':function NewExpression[callee.object.name="Intl"]',
    message: 'build Intl formatters once, at module level (ADR 0071)',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]',
    message: 'format with an Intl formatter built once at module level (ADR 0071)',
  },
  {
    selector: 'CallExpression[callee.property.name="localeCompare"][arguments.length>1]',
    message: 'sort with frenchOrder.compare (#contracts/french-order) (ADR 0071)',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, ownership: tableOwnership },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // `import { type A }` keeps a bare `import '…'` in the bundle; `import type` leaves nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // An async handler returns its `reply.send(…)`: else Fastify may answer twice (issue 22).
    files: ['src/server/**/*.{ts,tsx}'],
    plugins: { fastify: returnReply },
    rules: { 'fastify/return-reply': 'error' },
  },
  {
    // Mail templates (react-email): their HTML is read by screen readers too.
    files: ['src/server/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.{ts,tsx}', 'src/server/db/**', 'src/server/testing/**'],
    rules: { 'ownership/no-foreign-writes': 'error' },
  },
  {
    files: ['src/server/modules/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...publicEntries] }] },
  },
  ...serverModules.flatMap((module) => [
    {
      files: [`src/server/modules/${module}/**/*.{ts,tsx}`],
      ignores: ['src/server/**/*.test.{ts,tsx}', `src/server/modules/${module}/routes.ts`],
      rules: { 'no-restricted-imports': ['error', ownTablesOnly(module)] },
    },
    {
      files: [`src/server/modules/${module}/routes.ts`],
      rules: { 'no-restricted-imports': ['error', httpOnly] },
    },
  ]),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...formattersBuiltOnce] },
  },
  {
    // Query keys are written once, by the factories of lib/query-keys.ts (ADR 0044).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...formattersBuiltOnce,
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          'CallExpression[callee.property.name=/QueryData$|QueryState$/] > ArrayExpression.arguments:first-child',
        ].map((selector) => ({ selector, message: 'take query keys from queryKeys (#web/lib/query-keys.ts)' })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
