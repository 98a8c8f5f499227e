#!/usr/bin/env node
// defne-outbox [start | list [--json] | clear | help]
import { resolveOutboxConfig } from './config.mjs';
import { formatTable } from './list.mjs';
import { startOutbox } from './server.mjs';
import { readOutbox } from './store.mjs';
import { truncate } from 'node:fs/promises';

const [command = 'start', ...args] = process.argv.slice(2);

const HELP = `defne-outbox: a local EmailJS-compatible outbox

  defne-outbox start         listen on OUTBOX_HOST:OUTBOX_PORT (127.0.0.1:4174)
  defne-outbox list [--json] print what arrived (OUTBOX_FILE, default <repo>/.outbox/outbox.jsonl)
  defne-outbox clear         empty the outbox file

Environment: OUTBOX_PORT, OUTBOX_HOST, OUTBOX_FILE, OUTBOX_PUBLIC_KEYS, OUTBOX_SERVICES,
OUTBOX_TEMPLATES, OUTBOX_ALLOWED_ORIGINS, OUTBOX_ADMIN (0 turns /__outbox/* off), OUTBOX_FAIL,
OUTBOX_QUIET, OUTBOX_CONFIG (a JSON file with the same settings).`;

if (command === 'start') {
  const outbox = await startOutbox().catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'EADDRINUSE') throw error;
    const { host, port } = resolveOutboxConfig();
    const health = await fetch(`http://${host}:${port}/__outbox/health`).then(
      (res) => (res.ok ? res.json() : null),
      () => null,
    );
    if (health?.ok) {
      console.log(
        `[outbox] an outbox already listens on ${host}:${port} (storing to ${health.file}): using it`,
      );
      process.exit(0);
    }
    console.error(`[outbox] ${host}:${port} is taken by something else; set OUTBOX_PORT`);
    process.exit(1);
  });
  console.log(
    `[outbox] listening on ${outbox.url}${outbox.config.admin ? ' (admin endpoints /__outbox/* on loopback)' : ''}; storing to ${outbox.config.file}`,
  );
  const stop = () => {
    outbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else if (command === 'list') {
  const { file } = resolveOutboxConfig();
  const records = await readOutbox(file);
  console.log(args.includes('--json') ? JSON.stringify(records, null, 2) : formatTable(records));
  if (!args.includes('--json')) console.log(`(${file})`);
} else if (command === 'clear') {
  const { file } = resolveOutboxConfig();
  await truncate(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  console.log(
    `[outbox] emptied ${file} (a running outbox keeps deduplicating the keys it has seen until restarted)`,
  );
} else {
  console.log(HELP);
  process.exitCode = command === 'help' || command === '--help' ? 0 : 1;
}
