import type { Preview } from '@storybook/react-vite';
import '../../../packages/ui/src/styles/tokens.css';
import './preview.css';
import { previewAnnotations } from '../../../packages/ui/storybook/preview';

// `tags` must stay a literal here: Storybook reads the project's tags by parsing this file.
const preview: Preview = {
  ...previewAnnotations,
  tags: ['autodocs'],
};

export default preview;
