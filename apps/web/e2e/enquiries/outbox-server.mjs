#!/usr/bin/env node
// The outbox of the enquiry suite (playwright.enquiries.config.ts): @defne/outbox on OUTBOX_PORT
// (default 4174, the port the site is built for), admin endpoints on, storing to a fresh file so a
// run sees only its own enquiries and no fault is left over from an earlier run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOutbox } from '@defne/outbox';

const dir = await mkdtemp(join(tmpdir(), 'enquiry-suite-outbox-'));
const port = Number(process.env.OUTBOX_PORT ?? 4174);
const outbox = await startOutbox({
  env: {},
  port,
  file: join(dir, 'outbox.jsonl'),
  admin: true,
  quiet: true,
});
console.log(`[enquiry suite] outbox on ${outbox.url}, storing to ${outbox.config.file}`);

const stop = (/** @type {string} */ signal) => {
  console.error(`[enquiry suite] outbox stopping (${signal})`);
  outbox
    .close()
    .then(() => rm(dir, { recursive: true, force: true }))
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
