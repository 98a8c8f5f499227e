import { createElement } from 'react';

// A glyph of its own beside the kit's set: a stack of boxes (24 × 24, drawn in the current colour).
// Plain `createElement`: the config that names it is read at build time, before any JSX plugin.
export const boxes = createElement('path', { d: 'M4 13h7v7H4zM13 13h7v7h-7zM8.5 5h7v7h-7z' });
