import type { ReactElement } from 'react';

/** The product gallery's controls: zoom out, previous, next (zoom in is a mark: the card's badge). */
export const galleryIconSet = {
  'zoom-out': (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M7.5 10.5h6" />
    </>
  ),
  'chevron-left': <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />,
  'chevron-right': <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
} satisfies Record<string, ReactElement>;
