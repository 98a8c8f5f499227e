// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      // React Router's route types of the kit's app folder, written beside a site (.gitignore).
      'apps/*/packages/**',
      'packages/site/test/fixture-site/app/**',
      'packages/site/test/fallback-site/app/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.toolchain/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // packages/ui must stay reusable by sister sites: no content, no seo, no i18n, no router.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@defne/content', '@defne/content/*', '@defne/core', '@defne/core/*', '@defne/seo', '@defne/seo/*'],
              message: 'packages/ui knows no content or seo: pass data and strings in as props.',
            },
            {
              group: ['react-i18next', 'i18next', 'i18next/*'],
              message: 'packages/ui knows no i18n: pass every visible string in as a prop.',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', '@react-router/*'],
              message: 'packages/ui knows no router: take the link component and URLs as props.',
            },
            {
              group: ['**/content/src/**', '**/seo/src/**', '../../content/**', '../../seo/**'],
              message: 'packages/ui must not reach into other packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kit serves every group site and holds no company's data: content only through
    // @defne/core, never Kuzeyhan's @defne/content (its tests may read it as a real example).
    files: [
      'packages/site/**/*.{ts,tsx,mjs}',
      'packages/serve/**/*.{ts,tsx,mjs}',
      'packages/core/**/*.{ts,tsx,mjs}',
      'packages/seo/**/*.{ts,tsx,mjs}',
      'packages/editor/{src,bin,admin}/**/*.{ts,tsx,mjs,js}',
    ],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@defne/content',
              message:
                'the kit knows no company: import types and factories from @defne/core.',
            },
          ],
          patterns: [
            {
              group: ['@defne/content/locales/*', '**/content/src/**'],
              message: 'the kit knows no company texts.',
            },
            {
              // Serving builds on the kit, never the reverse.
              group: ['@defne/serve', '@defne/serve/*'],
              message: '@defne/serve depends on the kit: the kit must not import it back.',
            },
          ],
        },
      ],
    },
  },
  {
    // A sister site uses the packages by name, as another repository would: never their src/.
    files: ['apps/sister-example/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/packages/*/src',
                '**/packages/*/src/**',
                '@defne/*/src',
                '@defne/*/src/**',
              ],
              message:
                'Use the package by name (its exports map and built dist/), as another repository would.',
            },
            {
              group: [
                '../../packages/**',
                '../../../packages/**',
                '../../apps/**',
                '../../../apps/**',
              ],
              message: 'A sister site reaches other workspace folders only through their packages.',
            },
          ],
        },
      ],
    },
  },
);
