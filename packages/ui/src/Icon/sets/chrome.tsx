import type { ReactElement } from 'react';

/** The header's and footer's icons (contact links, theme, menu, search, sub-menus, the catalogue
 * link): every page draws them, so `Icon` knows them without registering. */
export const chromeIconSet = {
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
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8" />
    </>
  ),
  'chevron-down': <path d="m5.5 9.5 6.5 6.5 6.5-6.5" />,
  document: (
    <>
      <path d="M6 3.5h8l4.5 4.5v12.5H6Z" />
      <path d="M14 3.5V8h4.5M9 12.5h6M9 16h6" />
    </>
  ),
} satisfies Record<string, ReactElement>;
