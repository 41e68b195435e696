// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { OWN_MODULES } from './tests/own-modules.ts';

/** Folders of a layer, read from disk so a new feature or entity is fenced in without editing this file. */
const foldersOf = (layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('features');
const entities = foldersOf('entities');

/**
 * app -> pages -> features -> entities -> shared; a feature never imports another feature, an entity never
 * imports another entity; src never imports mocks.
 */
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature: meet in a page, or move the shared data into src/entities.',
  })),
  ...entities.map((name) => ({
    target: `./src/entities/${name}`,
    from: './src/entities',
    except: [`./${name}`],
    message: 'An entity must not import another entity: each owns one piece of shared data.',
  })),
  { target: './src/features', from: ['./src/app', './src/pages'], message: 'features sit below pages and app.' },
  {
    target: './src/entities',
    from: ['./src/app', './src/pages', './src/features'],
    message: 'entities sit below features: they import only src/shared.',
  },
  { target: './src/pages', from: './src/app', message: 'pages sit below app.' },
  {
    target: './src/shared',
    from: ['./src/app', './src/pages', './src/features', './src/entities'],
    message: 'shared is the bottom layer and imports nothing above it.',
  },
  {
    target: './src/shared/api',
    from: './src/shared/session',
    message: 'shared/session reads shared/api (query roots, errors), never the reverse: both read shared/storage.',
  },
  { target: './src', from: './mocks', message: 'src must not import mocks (only main.tsx, behind the env flag).' },
];

/** Yuan arithmetic that src/shared/lib/money.ts owns (toFen, fromFen, percentOf, ratePercent, formatFen). */
const MONEY_MESSAGE = 'Money is integer fen: convert and format with src/shared/lib/money.ts (toFen, fromFen, formatFen, …).';
const MONEY_SYNTAX = [
  { selector: "BinaryExpression[operator=/^[*/]$/] > Literal[value=100]", message: MONEY_MESSAGE },
  { selector: "AssignmentExpression[operator=/^[*/]=$/] > Literal[value=100]", message: MONEY_MESSAGE },
  { selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]", message: MONEY_MESSAGE },
  { selector: "Identifier[name=/^(formatPrice|cents|money)$/]", message: MONEY_MESSAGE },
];

/** A raw role read: the access map (src/entities/member/model/access.ts) is the one place a role is read. */
const ROLE_SYNTAX = [
  {
    selector: "MemberExpression[property.name=/^(isSubAccount|hasCompany|parentMbrId)$/]",
    message: 'A raw role read: use the access map (src/entities/member/model/access.ts): a can* flag, mayApprove, or a named fact such as mustAskOwner.',
  },
  {
    selector: "MemberExpression[property.name='mayApprove']:not([object.name='access'])",
    message: "The mall's mayApprove is read through the access map: access.mayApprove.",
  },
  {
    selector: "JSXAttribute[name.name=/^(isSubAccount|hasCompany|parentMbrId)$/], ObjectPattern > Property[key.name=/^(isSubAccount|hasCompany|parentMbrId)$/]",
    message: 'A raw role passed on or destructured: pass what it allows (a can* flag) or a named fact such as mustAskOwner.',
  },
];

/**
 * A mall code (10000–10999) is named by the contract (ErrorCode's x-name, npm run api:gen): src reads MALL_CODE of
 * src/shared/api/mall-codes.gen.ts, never a bare number (a typo or a renumbering then fails the typecheck).
 */
const CODE_SYNTAX = [
  {
    selector: 'Literal[raw=/^[0-9]/][value>=10000][value<=10999]',
    message: "A bare mall code: name it with MALL_CODE from '@/shared/api/mall-codes.gen' (docs/openapi.yaml ErrorCode, x-name).",
  },
];

/** Each list of src's restricted syntax and its home, where it does not apply (none: everywhere). Generated files are left alone. */
const SRC_SYNTAX = [
  { syntax: MONEY_SYNTAX, home: 'src/shared/lib/money.ts' },
  { syntax: ROLE_SYNTAX, home: 'src/entities/member/**' },
  { syntax: CODE_SYNTAX, home: null },
];

function srcSyntax() {
  const generated = 'src/**/*.gen.ts';
  const homed = SRC_SYNTAX.filter((list) => list.home !== null);
  const rule = (lists) => ({ 'no-restricted-syntax': ['error', ...lists.flatMap((list) => list.syntax)] });
  return [
    { files: ['src/**/*.{ts,tsx}'], ignores: [generated, ...homed.map((list) => list.home)], rules: rule(SRC_SYNTAX) },
    ...homed.map((own) => ({ files: [own.home], ignores: [generated], rules: rule(SRC_SYNTAX.filter((list) => list !== own)) })),
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'dist-cdn', 'dist-bench', 'dist-lighthouse', 'dist-lighthouse-baseline', 'bench/node_modules', 'bench/reports', 'coverage', 'public/mockServiceWorker.js', 'playwright-report', 'test-results'] },
  { files: ['eslint.config.js'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x reads only .js files when it follows imports (import-x/no-cycle saw nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      // A feature's index.ts is its only door: nothing outside it reaches into api/, model/ or components/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features/[^/]+/.+',
              message: "Import a feature through its index.ts ('@/features/<name>'), never a file inside it.",
            },
            {
              regex: '^(@/|(\\.\\./)+)entities/[^/]+/.+',
              message: "Import an entity through its index.ts ('@/entities/<name>'), never a file inside it.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // A cycle makes module order decide what is defined at import time (and splits chunks badly): none in the
    // app or the fake mall. External packages are not followed (faster, and not ours to fix).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // src's restricted syntax, one list per rule: ESLint keeps one no-restricted-syntax per file (a later config object
  // replaces an earlier one), so each file gets here every list that applies to it; a list's home may do what it forbids.
  ...srcSyntax(),
  ...pluginQuery.configs['flat/recommended'],
  {
    // Component tests query the screen as a user sees it (tests/e2e is Playwright, not Testing Library).
    files: ['tests/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    settings: { 'testing-library/custom-renders': ['renderApp'] },
  },
  {
    files: ['mocks/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Test files share their worker's module graph (scripts/vite/test-config.ts): replacing or reloading modules is
    // for the files listed in tests/own-modules.ts, which get a graph of their own.
    files: ['tests/**/*.test.{ts,tsx}'],
    ignores: OWN_MODULES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message: 'This test file shares its module graph with others: list it in tests/own-modules.ts to use vi.mock or vi.resetModules.',
        },
      ],
    },
  },
);
