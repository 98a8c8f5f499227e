// Every page is prerendered by the kit's entry: complete HTML, never a Suspense reveal script.
export { default, streamTimeout } from '@defne/site/entry.server';
