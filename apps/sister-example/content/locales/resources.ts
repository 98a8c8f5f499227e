import type { DeepString } from '@defne/core';
import type { tr } from './tr';

/** The shape of one language's texts, from the Turkish ones; the English object is checked against it. */
export type Resources = DeepString<typeof tr>;
