// The local outbox beside a served build takes the templates of the site's own form kinds: the
// build writes them (`writeOutboxTemplates` of @defne/site/vite) and `defne-site start` hands them over.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEMPLATES_FILE, outboxEnv, outboxTemplates } from './outbox.mjs';

const work = mkdtempSync(join(tmpdir(), 'defne-outbox-templates-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the local outbox of a site's build", () => {
  it('takes the templates the build of a site with form kinds of its own wrote', async () => {
    const build = join(work, 'build');
    const vite = await import('@defne/site/vite');
    expect(vite.OUTBOX_TEMPLATES_FILE).toBe(OUTBOX_TEMPLATES_FILE);
    vite.writeOutboxTemplates(['sample', 'warranty'])({
      reactRouterConfig: { buildDirectory: build },
    });
    expect(JSON.parse(readFileSync(join(build, OUTBOX_TEMPLATES_FILE), 'utf8'))).toEqual([
      'contact-form',
      'short-form',
      'sample-form',
      'warranty-form',
    ]);
    const templates = outboxTemplates(build);
    expect(templates).toEqual(['contact-form', 'short-form', 'sample-form', 'warranty-form']);
    expect(outboxEnv({ PORT: '4173', HOME: '/home/x' }, 4174, templates)).toEqual({
      HOME: '/home/x',
      OUTBOX_PORT: '4174',
      OUTBOX_TEMPLATES: 'contact-form,short-form,sample-form,warranty-form',
    });
  });

  it("leaves the outbox's defaults to a build without kinds, and the environment's own choice", () => {
    const plain = join(work, 'plain');
    mkdirSync(plain);
    expect(outboxTemplates(plain)).toBeNull();
    expect(outboxEnv({}, 4174, null)).toEqual({ OUTBOX_PORT: '4174' });
    const templates = ['contact-form', 'short-form', 'sample-form'];
    expect(outboxEnv({ OUTBOX_TEMPLATES: 'mine' }, 4174, templates).OUTBOX_TEMPLATES).toBe('mine');
    expect(outboxEnv({ OUTBOX_CONFIG: 'outbox.json' }, 4174, templates)).not.toHaveProperty(
      'OUTBOX_TEMPLATES',
    );
  });

  it('refuses a templates file that is not a list of template ids', () => {
    const bad = join(work, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, OUTBOX_TEMPLATES_FILE), '{"templates": ["sample-form"]}');
    expect(() => outboxTemplates(bad)).toThrow(/must list template ids/);
  });
});
