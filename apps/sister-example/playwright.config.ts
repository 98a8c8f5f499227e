import { defineConfig } from '@playwright/test';
import { siteTestConfig } from '@defne/site/testing';

// The built site through `defne-site start`, the local outbox beside it on its own port.
export default defineConfig(
  siteTestConfig({
    port: Number(process.env.SISTER_PORT ?? 4183),
    outboxPort: Number(process.env.SISTER_OUTBOX_PORT ?? 4184),
  }),
);
