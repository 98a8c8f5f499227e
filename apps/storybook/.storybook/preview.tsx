import type { Preview } from '@storybook/react-vite';
import '../../../packages/ui/src/styles/tokens.css';
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
