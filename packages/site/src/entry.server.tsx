import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { structuredDataHtml, takeStructuredData } from './structured-data';

export const streamTimeout = 10_000;

// Every page is prerendered; waiting for onAllReady (never onShellReady) gives plain, complete
// HTML with no Suspense reveal script, which is what crawlers and the first paint need.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The page's JSON-LD goes into its HTML once, not a second time inside the inline loader data.
  const structuredData = takeStructuredData(new URL(request.url).pathname);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never outline a large Suspense boundary into a hidden block revealed by an inline script
        // after first paint (React's default above ~12 KB): the prerendered page is one document.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const html = Buffer.concat(chunks)
                .toString('utf8')
                .replace('</head>', () => `${structuredDataHtml(structuredData)}</head>`);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(html, { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
