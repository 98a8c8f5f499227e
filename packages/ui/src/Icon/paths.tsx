import type { ReactElement } from 'react';

/* 24×24 line icons drawn with currentColor strokes (stroke width set on the <svg>). */
export const iconPaths = {
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6 8.5-6" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.5 4.1-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.1 1.5v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.5 5.3 16.6A8.5 8.5 0 1 1 8.6 19.6Z" />
      <path d="M9.2 8.6c.2-.5.6-.6.9-.6h.5l.9 2.1-.6.9c.5 1 1.3 1.8 2.3 2.3l.9-.6 2.1.9v.5c0 .3-.1.7-.6.9-.6.3-1.6.4-3-.3a7.6 7.6 0 0 1-3.3-3.3c-.7-1.4-.6-2.4-.1-2.8Z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2.5" />
      <path d="M8 10.5V16M8 7.6v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-left': <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />,
  'chevron-right': <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  'chevron-down': <path d="m5.5 9.5 6.5 6.5 6.5-6.5" />,
  'zoom-in': (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" />
    </>
  ),
  'zoom-out': (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M7.5 10.5h6" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8" />
    </>
  ),
  'arrow-right': <path d="M4.5 12h15M13.5 6l6 6-6 6" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M12 3.5 2.8 19.5h18.4Z" />
      <path d="M12 10v4M12 16.8v.1" />
    </>
  ),
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
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.5 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.5-3.5-8.5s1-5.9 3.5-8.5Z" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6.5h11v10h-11ZM13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  warehouse: (
    <>
      <path d="M3 20.5V9l9-5.5L21 9v11.5" />
      <path d="M7 20.5v-8h10v8M7 15.5h10" />
    </>
  ),
  document: (
    <>
      <path d="M6 3.5h8l4.5 4.5v12.5H6Z" />
      <path d="M14 3.5V8h4.5M9 12.5h6M9 16h6" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-8.5 8.5M18 13.5V20H4V6h6.5" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];
