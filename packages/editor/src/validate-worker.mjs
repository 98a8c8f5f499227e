// The content check (`validateContent` of `@defne/core/schema`) on a thread of its own: at
// 10,000 products it takes seconds, and the editor's server answers the list, the search and
// the other pages meanwhile (issue 51). One message per check; the problems come back as data.
import { parentPort } from 'node:worker_threads';
import { validateContent } from '@defne/core/schema';

parentPort?.on('message', ({ id, dataDir, mediaDir, languages, fallback }) => {
  try {
    const { problems } = validateContent(dataDir, {
      mediaDir,
      languages,
      ...(fallback ? { fallback } : {}),
    });
    parentPort?.postMessage({ id, problems });
  } catch (error) {
    parentPort?.postMessage({ id, error: /** @type {Error} */ (error)?.message ?? String(error) });
  }
});
