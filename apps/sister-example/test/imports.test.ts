/*
 * The sister site consumes the group's packages exactly as a separate repository would: by
 * package name, through their `exports` maps, to their built `dist/` files. No import may reach
 * into `packages/*\/src` (or anywhere outside this app), and no alias or tsconfig path may
 * redirect one.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = resolve(import.meta.dirname, '..');
const skip = new Set([
  'node_modules',
  'build',
  '.react-router',
  'test-results',
  'public',
  '.turbo',
  // React Router's route types of the kit's app folder (git-ignored).
  'packages',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js|cjs|mts)$/.test(name) ? [path] : [];
  });
}

const specifier =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

const imports = sources(app).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(specifier)].map((m) => ({
    file: relative(app, file),
    from: file,
    spec: (m[1] ?? m[2] ?? m[3] ?? m[4])!,
  })),
);

const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
const defne = imports.filter((i) => i.spec.startsWith('@defne/'));

describe('package boundaries', () => {
  it('finds the app’s imports', () => {
    // A site is its config and content: the kit's config and build entries, and core's factories.
    expect(imports.length).toBeGreaterThan(10);
    expect(defne.map((i) => i.spec)).toEqual(
      expect.arrayContaining(['@defne/site/config', '@defne/site/vite', '@defne/core']),
    );
  });

  it('no import names a package’s src/ or leaves the app by a relative path', () => {
    const bad = imports.filter(({ spec, from }) => {
      if (
        /(^|\/)packages\/[^/]+\/src(\/|$)/.test(spec) ||
        /\/src(\/|$)/.test(spec.replace(/^@defne\/[^/]+/, ''))
      )
        return true;
      if (spec.startsWith('.')) return !resolve(from, '..', spec).startsWith(app + sep);
      return false;
    });
    expect(bad).toEqual([]);
  });

  it('every @defne import is a declared workspace:^ dependency and an entry of its exports map', () => {
    const deps = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
    for (const { spec, file } of defne) {
      const name = spec.split('/').slice(0, 2).join('/');
      expect(deps[name], `${file}: ${name}`).toBe('workspace:^');
      const manifest = JSON.parse(
        readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { exports: Record<string, unknown> };
      const subpath = `.${spec.slice(name.length)}`;
      expect(Object.keys(manifest.exports), `${file}: ${spec}`).toContain(subpath);
    }
  });

  it('each @defne import resolves through the exports map to built dist/ files', () => {
    // Resolve as Node and Vite do for `import`: the package's exports entry, `import` condition.
    const resolveImport = (spec: string) => {
      const name = spec.split('/').slice(0, 2).join('/');
      const dir = realpathSync(join(app, 'node_modules', name));
      const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        exports: Record<string, string | { import?: string; types?: string }>;
      };
      const entry = exports[`.${spec.slice(name.length)}`];
      const target = typeof entry === 'string' ? entry : entry?.import;
      return {
        dir,
        file: join(dir, target ?? ''),
        types: typeof entry === 'string' ? undefined : entry?.types,
      };
    };
    const specs = [
      ...new Set(defne.map((i) => i.spec)),
      '@defne/ui/tokens.css',
      '@defne/ui/styles.css',
    ];
    // The editor is a node tool the `edit` script runs, shipped as plain .mjs with no build step.
    for (const spec of specs.filter((s) => s !== '@defne/editor')) {
      const { dir, file, types } = resolveImport(spec);
      expect(relative(dir, file), spec).toMatch(/^dist[\\/]/);
      expect(existsSync(file), `${spec} is built`).toBe(true);
      if (types) expect(types, spec).toMatch(/^\.\/dist\//);
    }
  });

  it('no tsconfig path or bundler alias redirects a package', () => {
    const tsconfig = readFileSync(join(app, 'tsconfig.json'), 'utf8');
    expect(tsconfig).not.toMatch(/"paths"|"baseUrl"/);
    const vite = readFileSync(join(app, 'vite.config.ts'), 'utf8');
    expect(vite).not.toMatch(/alias/);
  });

  it('the app takes no company data from @defne/content’s main entry, only types', () => {
    const runtime = imports.filter(
      ({ spec, file }) => spec === '@defne/content' && !file.startsWith('e2e'),
    );
    for (const { file } of runtime) {
      const text = readFileSync(join(app, file), 'utf8');
      expect(text, file).not.toMatch(/import\s+\{[^}]*\}\s+from\s+'@defne\/content'/);
    }
  });
});
