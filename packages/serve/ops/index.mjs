// `@defne/serve/ops`: serving a finished build on this machine: the production-like Node server
// (`defne-site start`), Debian's nginx with the generated configuration (plain or over TLS with a
// throwaway local CA), and the local outbox beside them. Scripts and tests start and stop them here.
export { startServer } from './static-server.mjs';
export { startNginx, freePort } from './serve-nginx.mjs';
export { portInUse } from './outbox.mjs';
