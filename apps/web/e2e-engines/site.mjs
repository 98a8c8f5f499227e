// The one served site of the engines suite: the existing build (build/client) served in this
// process by `defne-site start`'s own server, and the local outbox the build's forms post to, with
// its admin endpoints on so a journey can check what arrived. Nothing is rebuilt.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOutbox } from '@defne/outbox';
import { clientDir } from '@defne/serve/build';
import { portInUse, startServer } from '@defne/serve/ops';

/** The port the site's forms were built to post to (VITE_EMAILJS_ORIGIN). */
const OUTBOX_PORT = Number(process.env.OUTBOX_PORT ?? 4174);

/**
 * A built site's client folder served by `defne-site start`'s own server (with that build's
 * headers): its address, the status it answers for a path (what WebDriver classic cannot tell)
 * and a way to stop it.
 */
export async function serveBuild(root, { port = 0, app = '@defne/web' } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`no build in ${root}: run pnpm --filter ${app} build first`);
  }
  const server = await startServer({ port, root });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    statusOf: async (path) => (await fetch(new URL(path, base), { redirect: 'manual' })).status,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function startSite() {
  const served = await serveBuild(clientDir, { port: Number(process.env.ENGINES_PORT ?? 0) });
  const { base, statusOf, close: closeServer } = served;
  // OUTBOX=off (as for `defne-site start`): no outbox, so the contact journeys fail, the others run.
  if (process.env.OUTBOX === 'off') {
    const off = async () => {
      throw new Error('OUTBOX=off: no outbox for the form to send to');
    };
    return { base, statusOf, outbox: { messages: off }, close: closeServer };
  }
  // Another suite's outbox may still be closing (turbo runs one test task at a time).
  for (let i = 0; i < 60 && (await portInUse(OUTBOX_PORT)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (await portInUse(OUTBOX_PORT)) {
    await closeServer();
    throw new Error(`something else listens on 127.0.0.1:${OUTBOX_PORT}, the outbox's port`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'engines-outbox-'));
  const outbox = await startOutbox({
    env: {},
    port: OUTBOX_PORT,
    file: join(dir, 'outbox.jsonl'),
    admin: true,
    quiet: true,
  });
  return {
    base,
    /** The status the server answers for `path` (what WebDriver classic cannot tell). */
    statusOf,
    outbox: {
      async messages() {
        const res = await fetch(`${outbox.url}/__outbox/messages`);
        if (!res.ok) throw new Error(`outbox messages: ${res.status}`);
        return /** @type {{ params: Record<string, unknown> }[]} */ (await res.json());
      },
    },
    async close() {
      await closeServer();
      await outbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
