import type { ReactElement } from 'react';

/** A company's values (value cards). */
export const valueIconSet = {
  quality: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9.6 9.1 1.7 1.7 3.2-3.3M8.5 13.5 7 20.5l5-2.5 5 2.5-1.5-7" />
    </>
  ),
  partnership: (
    <>
      <path d="m2.5 11 4-5 4 1.5h3l4-1.5 4 5" />
      <path d="m6.5 6 5 6.5a1.4 1.4 0 0 0 2.2-1.8L11.5 8" />
      <path d="m2.5 11 3 3 4 3.5a1.5 1.5 0 0 0 2-2.1l2.2 1.7a1.5 1.5 0 0 0 2-2.1l1 .7a1.5 1.5 0 0 0 2-2.1L21.5 11" />
    </>
  ),
  innovation: (
    <>
      <path d="M9 18.5h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.4 1.1 2.2V16h5v0c0-.8.4-1.6 1.1-2.2A6 6 0 0 0 12 3Z" />
    </>
  ),
} satisfies Record<string, ReactElement>;
