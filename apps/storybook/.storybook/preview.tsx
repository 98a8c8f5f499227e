import type { Preview } from '@storybook/react-vite';
import '../../../packages/ui/src/styles/tokens.css';
import './preview.css';
import { previewAnnotations } from '../../../packages/ui/storybook/preview';

const preview: Preview = previewAnnotations;

export default preview;
