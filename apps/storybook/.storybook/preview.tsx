import type { Preview } from '@storybook/react-vite';
import '../../../packages/ui/src/styles/tokens.css';
// The site's own document base (the reset, font stack, line-height 1.6, colours), the very file
// every kit site's root imports (packages/site/app/root.tsx): the canvas is the site's page.
import '@defne/site/site.css';
import './preview.css';
import { DocsPage } from '../../../packages/ui/storybook/DocsPage';
import { previewAnnotations } from '../../../packages/ui/storybook/preview';

// `tags` must stay a literal here: Storybook reads the project's tags by parsing this file.
const preview: Preview = {
  ...previewAnnotations,
  parameters: {
    ...previewAnnotations.parameters,
    // Every component's Docs page carries its usage guidance (packages/ui/storybook/guidance.ts).
    docs: { ...previewAnnotations.parameters.docs, page: DocsPage },
  },
  tags: ['autodocs'],
};

export default preview;
