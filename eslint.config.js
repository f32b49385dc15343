import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import noLiteralUiString from './eslint-rules/no-literal-ui-string.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.bench/**',
      '.audit/**',
      '.e2e-data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Every word a person reads on a screen comes from a texts.ts catalog with its Bangla twin
  // (docs/decisions/015): a literal text in a component fails. Brand names stay as they are.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { local: { rules: { 'no-literal-ui-string': noLiteralUiString } } },
    rules: {
      'local/no-literal-ui-string': [
        'error',
        {
          allow: [
            'Tools-BD',
            'Tools',
            '-BD',
            'Tools BD',
            'SSLCommerz',
            'bKash',
            'Nagad',
            'Rocket',
            'Stripe',
            'Google',
            'Visa',
            'Mastercard',
            'CSV',
            'PDF',
            'SKU',
            'English',
            'বাংলা',
          ],
        },
      ],
    },
  },
  // Chromium's number field drops Bengali digits (docs/decisions/033): a number field is FormField
  // type="number" or NumberInput, read with numberValue / typedNumber.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value='number']",
          message: 'Use FormField type="number" or NumberInput: they take Bengali digits on Bangla pages.',
        },
        {
          selector: "Property[key.name='valueAsNumber']",
          message: 'Read a number field with numberValue (components/NumberInput.tsx): it reads Bengali digits.',
        },
      ],
    },
  },
  // The web app's layers (ARCHITECTURE.md): app -> features -> components/lib. A feature reaches
  // another feature only through that feature's index.ts, so its insides can change freely.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'test-support', pattern: 'apps/web/src/test' },
        { type: 'contract', pattern: 'packages/contract' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: ['feature', 'components', 'lib', 'contract'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: ['components', 'lib', 'contract'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { types: ['components', 'lib'] } },
              allow: { to: { element: { types: ['components', 'lib', 'contract'] } } },
            },
            {
              from: { element: { type: 'test-support' } },
              allow: { to: { element: { types: ['app', 'feature', 'components', 'lib', 'contract'] } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
    },
  },
  // The server's layers (ARCHITECTURE.md): a module uses another module only through that module's
  // index.ts, along the module layering written there (madge finds no circle); plugins, providers,
  // lib and db never import a module. apps/server/test/module-boundaries.test.ts proves the rule.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-plugins', pattern: 'apps/server/src/plugins' },
        { type: 'server-providers', pattern: 'apps/server/src/providers' },
        { type: 'server-lib', pattern: 'apps/server/src/lib' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'server-test-support', pattern: 'apps/server/test' },
        { type: 'contract', pattern: 'packages/contract' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              allow: { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'server-module' } },
              allow: {
                to: {
                  element: { types: ['server-plugins', 'server-providers', 'server-lib', 'server-db', 'contract'] },
                },
              },
            },
            {
              from: { element: { type: 'server-plugins' } },
              allow: {
                to: {
                  element: { types: ['server-plugins', 'server-providers', 'server-lib', 'server-db', 'contract'] },
                },
              },
            },
            {
              from: { element: { type: 'server-providers' } },
              allow: { to: { element: { types: ['server-providers', 'server-lib', 'server-db', 'contract'] } } },
            },
            {
              from: { element: { types: ['server-lib', 'server-db'] } },
              allow: { to: { element: { types: ['server-lib', 'server-db', 'contract'] } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'server-test-support' } } } },
          ],
        },
      ],
    },
  },
);
