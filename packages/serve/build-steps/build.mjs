// `defne-site build [media flags]`: a kit site's whole build. The pictures come first, because
// `react-router build` copies public/ into the build and the prerender reads their manifest; then
// React Router's build; then the serving files (postbuild). One command rather than a Vite hook:
// the pictures are made once per build (Vite runs its hooks once per environment), and
// `defne-site media` alone serves a site's tasks that need the manifest without a build
// (typecheck, dev).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { siteDir } from '../shared/site-dir.mjs';
import { media, mediaOptions } from '@defne/site/picture-step';
import { postbuild } from './postbuild.mjs';

/** Runs React Router's build in the site's folder, with its output shown as it comes. */
async function reactRouterBuild() {
  const require = createRequire(join(siteDir, 'package.json'));
  const bin = join(dirname(require.resolve('@react-router/dev/package.json')), 'bin.cjs');
  await new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, 'build'], { cwd: siteDir, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(undefined) : fail(new Error(`react-router build exited ${code}`)),
    );
  });
}

export async function main(argv = process.argv.slice(3)) {
  await media(mediaOptions(argv));
  await reactRouterBuild();
  await postbuild();
}
