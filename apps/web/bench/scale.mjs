#!/usr/bin/env node
// `pnpm --filter @defne/web bench:scale <N>...` (issues 54 and 51): for each N, a throwaway copy
// of this site with a catalogue of N products (Kuzeyhan's own, then generated ones: see
// bench/scale/catalogue.mjs), built step by step as `pnpm build` builds it (apps/web/package.json,
// turbo.json: content, pictures, React Router's build and prerender, postbuild), each step's wall
// time, CPU time and peak memory measured by /usr/bin/time; then what grows with the catalogue
// (bench/scale/measure.mjs). A failing step is reported with its message and the next N goes on.
// Prints a table of every N and writes bench/results/scale-<N>.json.
//
//   --dir=<folder>   where the copies go (default: the system's temporary folder, defne-scale/)
//   --no-search      skip the search's measure (it needs Chromium)
//   --measure-only   measure the copy's existing build again (no copy, catalogue or build)
//   --search-only    build only the search index of N products from the content's data, in
//                    memory (no copy, no site build: quick at 10,000), and measure its first
//                    query in Chromium (bench/scale/search-index.mjs); writes search-<N>.json
//   --until=<step>   stop after the step of that name (`pictures`: fill the copy's picture cache)
//   --edit-one       after a build of the copy: change one product's description and build again,
//                    every step, timed (issue 51: a one-product edit is live within minutes);
//                    figures in bench/results/scale-<N>-edit-one.json
//   --no-drawings    the picture step without the site's product drawings: products with no photo keep
//                    their catalogue picture, nothing is encoded for them (a first run at 10,000
//                    products would encode 10,000 drawings; the build's other steps are the same)
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeCopy } from './scale/copy.mjs';
import { writeCatalogue } from './scale/catalogue.mjs';
import { measureBuild } from './scale/measure.mjs';
import { measureSearchIndex } from './scale/search-index.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const repo = resolve(app, '../..');
const resultsDir = join(app, 'bench', 'results');
const args = process.argv.slice(2).filter((a) => a !== '--');
const flags = new Map(
  args.filter((a) => a.startsWith('--')).map((a) => [a.replace(/=.*/, ''), a.split('=')[1]]),
);
const sizes = args.filter((a) => !a.startsWith('--')).map(Number);
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: pnpm --filter @defne/web bench:scale <N> [<N>...] [--dir=…] [--no-search]');
  process.exit(2);
}
const baseDir = resolve(flags.get('--dir') ?? join(tmpdir(), 'defne-scale'));
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) {
  console.error(`${TIME} is missing (Debian: apt-get install time): it measures each step`);
  process.exit(2);
}

/** A package's bin file, from the package.json of the copy's installed package. */
function bin(pkgDir, name, command = name.split('/').at(-1)) {
  const dir = join(pkgDir, 'node_modules', name);
  const { bin: bins } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = typeof bins === 'string' ? bins : bins[command];
  if (!file) throw new Error(`${name} has no bin "${command}"`);
  return join(dir, file);
}

/** The flags of one of the site's package scripts after its command (`media`: the picture step's). */
function scriptFlags(site, script, command) {
  const text = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).scripts[script];
  if (!text?.startsWith(`${command} `))
    throw new Error(`apps/web's "${script}" script no longer starts with ${command}: ${text}`);
  return text.slice(command.length + 1).split(/\s+/);
}

/**
 * The build's steps, in `pnpm build`'s order: the content package's build (its `build` script:
 * defne-content, then tsup), the site's `media` task (apps/web/turbo.json: its build depends on it), then its
 * `build` script (react-router build, then defne-site postbuild).
 */
function steps({ site, content }) {
  // The steps below are these scripts' commands: a changed script must change them too.
  const script = (dir, name) =>
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts[name];
  for (const [dir, expected] of [
    [content, 'defne-content data src/generated && tsup'],
    [site, 'react-router build && defne-site postbuild'],
  ])
    if (script(dir, 'build') !== expected)
      throw new Error(
        `${dir}'s build script is no longer "${expected}": update bench/scale.mjs's steps`,
      );
  const serve = bin(site, '@defne/serve', 'defne-site');
  const mediaFlags = scriptFlags(site, 'media', 'defne-site media').map((flag) => {
    if (!flags.has('--no-drawings') || !flag.startsWith('--drawings=')) return flag;
    // the site's drawings but the products': the hero, map, share images, logos and icons stay
    const own = flag.slice('--drawings='.length);
    const file = join(dirname(own), 'drawings-without-products.mjs');
    writeFileSync(
      join(site, file),
      `import drawings from './${basename(own)}';\nconst { products, ...rest } = drawings;\nexport default rest;\n`,
    );
    return `--drawings=${file}`;
  });
  return [
    {
      name: 'content: defne-content',
      cwd: content,
      argv: [bin(content, '@defne/core', 'defne-content'), 'data', 'src/generated'],
    },
    { name: 'content: tsup', cwd: content, argv: [bin(content, 'tsup', 'tsup')] },
    {
      name: 'pictures',
      cwd: site,
      argv: [serve, 'media', ...mediaFlags],
    },
    {
      name: 'react-router build + prerender',
      cwd: site,
      argv: [join(site, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    },
    { name: 'postbuild', cwd: site, argv: [serve, 'postbuild'] },
  ];
}

/**
 * Changes one product's description in the copy (the last product file by name, its texts in every
 * language get one sentence more, or one less when the last run added it): the edit a member of
 * staff makes in the editor.
 * @returns {string} the product's key
 */
function editOneProduct(content) {
  const folder = join(content, 'data/products');
  const file = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no product in ${folder}`);
  const data = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  const added = { tr: ' Stoktan hemen gönderilir.', en: ' It ships from stock at once.' };
  for (const [lang, text] of Object.entries(data.description)) {
    const extra = added[lang] ?? ' —';
    data.description[lang] = text.endsWith(extra) ? text.slice(0, -extra.length) : text + extra;
  }
  writeFileSync(join(folder, file), `${JSON.stringify(data, null, 2)}\n`);
  return file.replace(/\.json$/, '');
}

/** The tools' colour codes, which a log file does not need. */
// eslint-disable-next-line no-control-regex -- the escape character is what they start with
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/** The lines of a failed step's output that say why (TypeScript's and the tools' errors). */
function failureMessage(log) {
  const lines = log
    .replace(COLOUR_CODES, '')
    .split('\n')
    .map((l) => l.trimEnd());
  const errors = lines.filter((l) => /\berror\b|TS\d{4}|\bfailed\b|exited \d/i.test(l));
  return (errors.length ? errors.slice(0, 8) : lines.filter(Boolean).slice(-10)).join('\n');
}

/** Runs one step under /usr/bin/time: its output goes to `logFile`. */
function runStep(step, logFile) {
  const timeFile = `${logFile}.time`;
  return new Promise((done) => {
    const out = createWriteStream(logFile);
    const child = spawn(
      TIME,
      ['-f', '%e %U %S %M', '-o', timeFile, process.execPath, ...step.argv],
      {
        cwd: step.cwd,
        env: { ...process.env, SITE_DIR: step.cwd, FORCE_COLOR: '0', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const [wall, user, sys, rss] = readFileSync(timeFile, 'utf8')
          .trim()
          .split('\n')
          .at(-1)
          .split(' ')
          .map(Number);
        const log = readFileSync(logFile, 'utf8');
        done({
          step: step.name,
          ok: code === 0,
          exitCode: code,
          wallSeconds: wall,
          cpuSeconds: Math.round((user + sys) * 100) / 100,
          peakMB: Math.round(rss / 1024),
          log,
        });
      });
    });
  });
}

/**
 * The pages measured, from the copy's built content package: the sectors page of the default
 * language, its fullest sector's page and the search page.
 */
async function routesOf(content) {
  const { catalog, routes, languages } = await import(
    pathToFileURL(join(content, 'dist/index.js')).href
  );
  // the language of the home page at `/` (the site's first language)
  const lang = languages.find((code) => routes.pagePath('home', code) === '/') ?? languages[0];
  const counts = new Map();
  for (const p of catalog.products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const [fullest] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return {
    sectorsPath: routes.pagePath('sectors', lang),
    sectorPath: routes.sectorPath(fullest, lang),
    sectorProducts: counts.get(fullest),
    searchPath: routes.pagePath('search', lang),
  };
}

const kb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const s = (seconds) => `${seconds.toFixed(1)} s`;

/** @param {number} n */
async function benchOne(n, index) {
  const dir = join(baseDir, `n${n}`);
  console.log(`\n=== ${n} products (copy in ${dir})`);
  const started = Date.now();
  const result = {
    n,
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    },
    generated: 0,
    steps: [],
    failed: null,
    measures: null,
  };
  const measureOnly = flags.has('--measure-only');
  const editOne = flags.has('--edit-one');
  try {
    let copy = { site: join(dir, 'apps/web'), content: join(dir, 'packages/content') };
    if (measureOnly) {
      // the build's figures of the run that made it
      const earlier = join(resultsDir, `scale-${n}.json`);
      if (existsSync(earlier)) {
        const {
          steps: built,
          generated,
          failed,
          machine,
        } = JSON.parse(readFileSync(earlier, 'utf8'));
        Object.assign(result, {
          steps: built,
          generated,
          failed: failed?.step === 'bench' ? null : failed,
          buildMachine: machine,
        });
      }
    } else {
      if (editOne) {
        if (!existsSync(join(copy.site, 'build/client/index.html')))
          throw new Error(
            `--edit-one needs a build of the copy in ${dir}: run the bench without it first`,
          );
        result.edited = editOneProduct(copy.content);
        console.log(`edited: the description of ${result.edited}; building again`);
      } else {
        copy = makeCopy(repo, dir);
        result.generated = writeCatalogue(copy.content, n);
        console.log(`catalogue: ${n} products (${result.generated} generated) in ${dir}`);
      }
      const logs = join(dir, 'logs');
      mkdirSync(logs, { recursive: true });
      for (const step of steps(copy)) {
        const logFile = join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
        const run = await runStep(step, logFile);
        const { log, ...figures } = run;
        if (step.name === 'pictures') {
          const line = log.split('\n').find((l) => l.startsWith('media: '));
          const m = line && /encoded (\d+) unit\(s\).*?reused (\d+)/.exec(line);
          if (m) Object.assign(figures, { encodedUnits: Number(m[1]), reusedUnits: Number(m[2]) });
        }
        if (step.name === 'postbuild')
          figures.substeps = log
            .split('\n')
            .filter((l) => l.startsWith('[serving] step: '))
            .map((l) => l.slice('[serving] step: '.length));
        result.steps.push(figures);
        for (const line of figures.substeps ?? []) console.log(`      ${line}`);
        console.log(
          `${run.ok ? '  ' : '✗ '}${step.name.padEnd(32)} ${s(run.wallSeconds).padStart(8)} wall ${s(run.cpuSeconds).padStart(8)} CPU ${String(run.peakMB).padStart(5)} MB peak` +
            (figures.encodedUnits != null
              ? `  (${figures.encodedUnits} units encoded, ${figures.reusedUnits} reused)`
              : ''),
        );
        if (run.ok && flags.get('--until') === step.name) {
          result.failed = { step: 'bench', message: `stopped after "${step.name}" (--until)` };
          break;
        }
        if (!run.ok) {
          result.failed = { step: step.name, exitCode: run.exitCode, message: failureMessage(log) };
          console.log(
            `\nFAILED at "${step.name}" (exit ${run.exitCode}):\n${result.failed.message}`,
          );
          console.log(`(whole output: ${logFile})`);
          break;
        }
      }
    }
    result.buildSeconds = Math.round(result.steps.reduce((t, x) => t + x.wallSeconds, 0) * 10) / 10;
    console.log(`build: ${s(result.buildSeconds)} wall over every step`);
    if (!result.failed && !editOne) {
      result.measures = await measureBuild({
        site: copy.site,
        routes: await routesOf(copy.content),
        searchPort: flags.has('--no-search') ? false : 4500 + index,
      });
    }
  } catch (error) {
    result.failed ??= { step: 'bench', message: String(error?.stack ?? error) };
    console.log(`\nFAILED (the bench itself): ${result.failed.message}`);
  }
  result.totalSeconds = Math.round((Date.now() - started) / 100) / 10;
  result.machine.loadAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
  mkdirSync(resultsDir, { recursive: true });
  const name = editOne ? `scale-${n}-edit-one.json` : `scale-${n}.json`;
  writeFileSync(join(resultsDir, name), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** One row of the final table: a measure's label and its text for a result. */
const ROWS = [
  ['pages (prerendered HTML)', (r) => String(r.measures?.pages ?? '—')],
  ...[
    'content: defne-content',
    'content: tsup',
    'pictures',
    'react-router build + prerender',
    'postbuild',
  ].map((name) => [
    name,
    (r) => {
      const step = r.steps.find((x) => x.step === name);
      if (!step) return '—';
      return `${step.ok ? '' : 'FAILED '}${s(step.wallSeconds)}, ${s(step.cpuSeconds)} CPU, ${step.peakMB} MB`;
    },
  ]),
  [
    'first-load JS, sector page (files + inline)',
    (r) => {
      const j = r.measures?.sectorPage.firstLoadJs;
      return j ? `${kb(j.bytes + j.inline)} (${kb(j.bytes)} + ${kb(j.inline)})` : '—';
    },
  ],
  [
    'first-load JS, sectors page (files + inline)',
    (r) => {
      const j = r.measures?.sectorsPage.firstLoadJs;
      return j ? `${kb(j.bytes + j.inline)} (${kb(j.bytes)} + ${kb(j.inline)})` : '—';
    },
  ],
  [
    'sector page: inline loader data gz / raw',
    (r) => {
      const d = r.measures?.sectorPage.loaderData;
      return d ? `${kb(d.gzip)} / ${kb(d.raw)}` : '—';
    },
  ],
  [
    'sector page: .data raw / gz',
    (r) => {
      const d = r.measures?.sectorPage.dotData;
      return d ? `${kb(d.raw)} / ${kb(d.gzip)}` : '—';
    },
  ],
  [
    'sector page: HTML gz, cards',
    (r) => {
      const p = r.measures?.sectorPage;
      return p ? `${kb(p.html.gzip)}, ${p.cards} cards` : '—';
    },
  ],
  [
    'sectors page: HTML gz / raw, cards',
    (r) => {
      const p = r.measures?.sectorsPage;
      return p ? `${kb(p.html.gzip)} / ${kb(p.html.raw)}, ${p.cards} cards` : '—';
    },
  ],
  [
    'first query compressed / decoded',
    (r) => {
      const q = r.measures?.search;
      if (!q) return '—';
      if ('error' in q) return `not measured: ${q.error}`;
      return `${kb(q.gzip)} / ${kb(q.raw)} (${q.files.length} files)`;
    },
  ],
  [
    '_redirects rules static + dynamic',
    (r) => {
      const x = r.measures?.staticHost?.redirects;
      return x ? `${x.static} + ${x.dynamic}` : '—';
    },
  ],
  ['_headers rules', (r) => String(r.measures?.staticHost?.headerRules ?? '—')],
  ['static-host copy: files', (r) => String(r.measures?.staticHost?.files ?? '—')],
  [
    'sitemap addresses',
    (r) => {
      const x = r.measures?.sitemap;
      return x ? `${x.addresses} in ${x.files} file(s)${x.index ? ' (index)' : ''}` : '—';
    },
  ],
  [
    'failed step',
    (r) => (r.failed ? `${r.failed.step}: ${r.failed.message.split('\n')[0]}` : 'none'),
  ],
];

if (flags.has('--search-only')) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [index, n] of sizes.entries()) {
    const measured = await measureSearchIndex({
      contentDir: join(repo, 'packages', 'content'),
      total: n,
      dir: join(baseDir, `search-${n}`),
      port: 4500 + index,
    });
    const files = measured.folders.map((f) => `${f.lang} ${f.entries} products, ${f.files} files`);
    console.log(
      `search index of ${n} products (${files.join('; ')}; built in ${measured.buildSeconds.toFixed(1)} s): ` +
        `first query "${measured.query}" finds ${measured.found}, downloads ${kb(measured.compressed)} compressed, ` +
        `${kb(measured.decoded)} decoded (${measured.files.length} files)`,
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, `search-${n}.json`), `${JSON.stringify(measured, null, 2)}\n`);
  }
  process.exit(0);
}

const results = [];
for (const [index, n] of sizes.entries()) results.push(await benchOne(n, index));

console.log(
  `\nScale bench, ${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores, load ${results
    .map((r) => `${r.machine.loadAtStart[0]}-${r.machine.loadAtEnd[0]}`)
    .join(', ')} (1-minute averages at start-end)\n`,
);
const width = Math.max(...ROWS.map(([label]) => label.length));
console.log(`${'measure'.padEnd(width)} | ${results.map((r) => `${r.n} products`).join(' | ')}`);
for (const [label, text] of ROWS)
  console.log(`${label.padEnd(width)} | ${results.map((r) => text(r)).join(' | ')}`);
console.log(
  `\nFigures: ${results.map((r) => join('bench/results', `scale-${r.n}${flags.has('--edit-one') ? '-edit-one' : ''}.json`)).join(', ')}`,
);
process.exitCode = results.some((r) => r.failed?.step === 'bench') ? 1 : 0;
