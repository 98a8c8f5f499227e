import type { ReactElement } from 'react';

/** Drawings of business lines, for sector cards and catalogue tiles. */
export const sectorIconSet = {
  filter: (
    <>
      <path d="M3.5 4.5h17l-6.5 8v6l-4 2v-8Z" />
    </>
  ),
  wire: (
    <>
      <path d="M3 8c3-3 5 3 9 0s6 3 9 0M3 16c3-3 5 3 9 0s6 3 9 0" />
      <path d="M6 3.5v17M18 3.5v17" />
    </>
  ),
  paint: (
    <>
      <rect x="4" y="3.5" width="14" height="6" rx="1.5" />
      <path d="M18 6.5h2v5.5h-8.5v2.5" />
      <rect x="10" y="14.5" width="3" height="6" rx="1" />
    </>
  ),
  tooth: (
    <path d="M7.5 3.5c-2.5 0-4 2-4 4.5 0 3 1.7 4.5 2.2 7.5.4 2.6.9 5 2.3 5s1.6-2.4 2-4.5c.3-1.5 1-2 2-2s1.7.5 2 2c.4 2.1.6 4.5 2 4.5s1.9-2.4 2.3-5c.5-3 2.2-4.5 2.2-7.5 0-2.5-1.5-4.5-4-4.5-1.8 0-2.8 1-4.5 1s-2.7-1-4.5-1Z" />
  ),
  shoe: (
    <>
      <path d="M3 17.5V7.5h5l1.5 3 5 1.5 5 1.6a2 2 0 0 1 1.5 1.9v2Z" />
      <path d="M3 20.5h18M11 11l-1.5 2M14 12l-1.5 2" />
    </>
  ),
  decoration: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="m3.5 16 5-5 4 4 3-3 5 5" />
      <circle cx="15.5" cy="8" r="1.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;
