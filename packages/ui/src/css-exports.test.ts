// Each component's CSS resolves on its own through the package's exports map, from the built
// dist/, the way a site imports it (`import '@defne/ui/Button/index.css'`), so a page ships only
// the styles of what it renders. Runs on the build (turbo builds before it tests).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Resolution by package name from inside the package (Node's self-reference through `exports`).
const resolve = createRequire(join(root, 'package.json')).resolve;
const components = readdirSync(join(root, 'src')).filter(
  (name) => /^[A-Z]/.test(name) && statSync(join(root, 'src', name)).isDirectory(),
);
const built = existsSync(join(root, 'dist', 'index.css'));

/** The class names a CSS file defines, e.g. `Button_button`. */
const classesOf = (css: string) =>
  new Set([...css.matchAll(/\.([A-Z]\w*_[\w-]+)/g)].map((m) => m[1]!));

describe.runIf(built)('per-component CSS through the exports map', () => {
  it('resolves @defne/ui/<Component>/index.css for every component', () => {
    expect(components.length).toBeGreaterThan(25);
    for (const name of components) {
      const file = resolve(`@defne/ui/${name}/index.css`);
      expect(relative(root, file)).toBe(join('dist', name, 'index.css'));
    }
  });

  it('gives Button only the styles Button renders, with the class names its script uses', () => {
    const css = readFileSync(resolve('@defne/ui/Button/index.css'), 'utf8');
    const all = readFileSync(resolve('@defne/ui/styles.css'), 'utf8');
    const own = classesOf(css);
    expect(own.has('Button_button')).toBe(true);
    expect([...own].every((c) => c.startsWith('Button_') || c.startsWith('Icon_'))).toBe(true);
    expect(css.length).toBeLessThan(all.length / 10);
    // The class names in the CSS are the ones the component's module puts on its elements.
    const js = readdirSync(join(root, 'dist'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(root, 'dist', f), 'utf8'))
      .join('\n');
    for (const name of own) expect(js).toContain(`"${name}`);
  });

  it('keeps every component’s styles in the whole sheet, and the tokens apart', () => {
    const all = classesOf(readFileSync(resolve('@defne/ui/styles.css'), 'utf8'));
    for (const name of components) {
      for (const c of classesOf(readFileSync(resolve(`@defne/ui/${name}/index.css`), 'utf8'))) {
        expect(all.has(c), `${name}: ${c}`).toBe(true);
      }
    }
    expect(readFileSync(resolve('@defne/ui/tokens.css'), 'utf8')).toContain('--ui-color-primary');
  });

  it('still resolves the components’ scripts beside their CSS', () => {
    for (const name of ['Button', 'EnquiryForm']) {
      const file = fileURLToPath(import.meta.resolve(`@defne/ui/${name}`));
      expect(relative(root, file)).toBe(join('dist', name, 'index.js'));
    }
  });
});
