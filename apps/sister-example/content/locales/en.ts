/* English texts of Defne Ambalaj, generated from the data files (`data/pages/*.json`, the catalogue files). */
export { en } from '../generated/locales/en';
