import type { ReactElement } from 'react';

/**
 * Small marks inside content: zoom in (a product card's badge), go on, done, a problem, opening
 * hours, leaves the site.
 */
export const markIconSet = {
  'zoom-in': (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" />
    </>
  ),
  'arrow-right': <path d="M4.5 12h15M13.5 6l6 6-6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M12 3.5 2.8 19.5h18.4Z" />
      <path d="M12 10v4M12 16.8v.1" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-8.5 8.5M18 13.5V20H4V6h6.5" />,
} satisfies Record<string, ReactElement>;
