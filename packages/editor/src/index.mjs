export { generateConfig, fieldFor, fieldsOf, isLocalized } from './config.mjs';
export { EDITOR_CSP, startEditor, validatorOf } from './server.mjs';
export { createPublisher } from './publish.mjs';
export {
  SaveRefused,
  createStore,
  effectiveSlug,
  nextPreviousSectors,
  nextPreviousSlugs,
} from './store.mjs';
