import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { releaseNotes } from './release-notes';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

// Stories live beside their components in packages/ui; foundations pages and whole screens live in
// packages/ui/storybook (story-only, not shipped). This app hosts Storybook and its own pages: the
// introduction and the release notes (docs/).
const config: StorybookConfig = {
  // The introduction comes first: the sidebar lists titles without a group above the groups, so
  // `/` lands on it, and the preview, which opens on the first entry of index.json before the
  // manager tells it which one, must agree or it loads a page nobody sees.
  stories: [
    '../docs/Introduction.mdx',
    '../../../packages/ui/storybook/screens/*.stories.@(ts|tsx)',
    '../../../packages/ui/storybook/foundations/*.mdx',
    '../docs/ReleaseNotes.mdx',
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The flagship's own pages, from its content: this app's, as packages/ui knows no content.
    '../stories/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The kit's frame and pages (@defne/site, built) draw @defne/ui's components: the same source
  // modules the stories draw, so both share one copy (its CSS modules, its icon sprite). The
  // release notes page is generated from the changesets.
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), releaseNotes(repository)],
    resolve: {
      ...vite.resolve,
      alias: [
        ...(Array.isArray(vite.resolve?.alias) ? vite.resolve.alias : []),
        {
          find: /^@defne\/ui$/,
          replacement: fileURLToPath(new URL('../../../packages/ui/src/index.ts', import.meta.url)),
        },
      ],
    },
  }),
};

export default config;
