import type { tr } from '../generated/locales/tr';

import type { DeepString } from '@defne/core';

export type { DeepString } from '@defne/core';

/**
 * The shape of the i18next resources of one language: namespaces `common`, `nav`, `home`,
 * `about`, `catalog`, `suppliers`, `contact`, `forms`, `notFound`, `privacy`, `footer`, `meta`.
 * Derived from the Turkish texts; the English object is checked against it.
 */
export type Resources = DeepString<typeof tr>;

/** The catalogue texts: `categories.{id}.{title,description,badge}`, `products.{key}.{name,description}`. */
export type CatalogTexts = Resources['catalog'];
