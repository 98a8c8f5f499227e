// @ts-check
import root from '../../eslint.config.js';

// The root config plus the boundary of a sister site: packages only by name, never their src/.
export default [
  ...root,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
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
];
