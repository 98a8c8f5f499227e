import type { ReactElement } from 'react';

/** Trade and logistics services (service blocks); `document` is in the chrome's set. */
export const logisticsIconSet = {
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
} satisfies Record<string, ReactElement>;
