export { DEFAULTS, isOriginAllowed, repoRoot, resolveOutboxConfig } from './config.mjs';
export {
  faultFromEnv,
  isLoopback,
  parseFault,
  SEND_FORM_PATH,
  SEND_PATH,
  startOutbox,
  TEXTS,
} from './server.mjs';
export { openOutboxStore, parseOutbox, readOutbox } from './store.mjs';
export { formatTable } from './list.mjs';
