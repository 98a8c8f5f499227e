/* Turkish texts of Defne Ambalaj, generated from the data files (`data/pages/*.json`, the catalogue files). */
export { tr } from '../generated/locales/tr';
