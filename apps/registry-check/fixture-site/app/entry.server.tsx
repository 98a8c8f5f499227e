export { default, streamTimeout } from '@defne/site/entry.server';
