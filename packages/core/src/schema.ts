/*
 * `@defne/core/schema` (node only: never import it from browser code, zod must not reach a
 * page's JavaScript): the kit's content schema, the validation of a data folder and the generator
 * of the typed catalogue. Company-free: a sister site checks its own data with it.
 */
export * from './schema/index.ts';
