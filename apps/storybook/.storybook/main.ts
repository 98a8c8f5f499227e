import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components in packages/ui; this app only hosts Storybook.
const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.mdx', '../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
