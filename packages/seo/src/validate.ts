/** A problem found in structured data. */
export interface StructuredDataIssue {
  /** JSON path of the node, e.g. `$['@graph'][3].itemListElement[0].item`. */
  path: string;
  type: string;
  property: string;
  message: string;
}

type Node = Record<string, unknown>;

/** Types and the types they count as (a LocalBusiness is an Organization). */
const supertypes: Record<string, string[]> = {
  LocalBusiness: ['Organization'],
  Corporation: ['Organization'],
  BreadcrumbList: ['ItemList'],
};

/**
 * Properties each type must have (Google's required plus the recommended ones this package
 * promises). The site's own LocalBusiness promises a url and a logo; a product's manufacturer
 * (an Organization) needs only its name.
 */
export const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['name'],
  LocalBusiness: ['url', 'logo', 'address', 'telephone', 'openingHoursSpecification'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  ContactPoint: ['contactType'],
  WebSite: ['name', 'url', 'inLanguage'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  Product: ['name', 'description', 'image', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability'],
  PropertyValue: ['name', 'value'],
  DigitalDocument: ['name', 'url', 'encodingFormat', 'inLanguage'],
  Brand: ['name'],
  AggregateRating: ['ratingValue', 'reviewCount'],
};

const urlProperties = new Set(['url', 'logo', 'image', 'item', 'sameAs', 'hasMap']);

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^/\s]+/i.test(value);
}

function missing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function typesOf(node: Node): string[] {
  const raw = node['@type'];
  const own = (Array.isArray(raw) ? raw : [raw]).filter((t): t is string => typeof t === 'string');
  return [...new Set(own.flatMap((t) => [t, ...(supertypes[t] ?? [])]))];
}

export interface CheckOptions {
  /**
   * The day the data is published, `YYYY-MM-DD`: an offer valid until before it is expired
   * (Google may then show no product snippet) and a document modified after it is a mistake.
   * @default today (UTC)
   */
  today?: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return isoDay.test(value) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

function checkNode(node: Node, path: string, issues: StructuredDataIssue[], today: string): void {
  const types = typesOf(node);
  const type = types[0] ?? '(untyped)';
  const add = (property: string, message: string) => issues.push({ path, type, property, message });
  const isReference = Object.keys(node).length === 1 && typeof node['@id'] === 'string';
  if (isReference) return;

  for (const t of types) {
    for (const property of requiredProperties[t] ?? []) {
      if (missing(node[property])) add(property, `${t} needs ${property}`);
    }
  }
  for (const property of urlProperties) {
    const value = node[property];
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string' && !isAbsoluteUrl(v))
        add(property, `${property} must be an absolute URL: ${v}`);
    }
  }
  if (types.includes('ItemList')) {
    const items = node.itemListElement;
    if (Array.isArray(items)) {
      items.forEach((item: unknown, i) => {
        const li = item as Node;
        if (li?.['@type'] !== 'ListItem') add('itemListElement', `item ${i} must be a ListItem`);
        if (li?.position !== i + 1) add('itemListElement', `item ${i} must have position ${i + 1}`);
        const target = li?.item ?? li?.url;
        if (missing(target)) add('itemListElement', `item ${i} needs item or url`);
        if (types.includes('BreadcrumbList') && missing(li?.name) && typeof target !== 'object') {
          add('itemListElement', `breadcrumb ${i} needs a name`);
        }
      });
    } else if (items !== undefined) {
      add('itemListElement', 'itemListElement must be an array');
    }
    if (
      typeof node.numberOfItems === 'number' &&
      Array.isArray(items) &&
      node.numberOfItems !== items.length
    ) {
      add(
        'numberOfItems',
        `numberOfItems ${node.numberOfItems} differs from ${items.length} items`,
      );
    }
  }
  if (types.includes('Offer')) {
    const { price, priceCurrency, priceValidUntil, availability } = node;
    if (price !== undefined && !/^\d+(\.\d+)?$/.test(String(price)))
      add('price', `price must be a number: ${String(price)}`);
    if (priceCurrency !== undefined && !/^[A-Z]{3}$/.test(String(priceCurrency))) {
      add('priceCurrency', `priceCurrency must be an ISO 4217 code: ${String(priceCurrency)}`);
    }
    if (priceValidUntil !== undefined) {
      const day = String(priceValidUntil).slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}/.test(String(priceValidUntil)) || !isCalendarDay(day)) {
        add(
          'priceValidUntil',
          `priceValidUntil must be an ISO 8601 date: ${String(priceValidUntil)}`,
        );
      } else if (day < today) {
        add(
          'priceValidUntil',
          `priceValidUntil ${day} is in the past (today is ${today}): the offer is published expired`,
        );
      }
    }
    if (
      availability !== undefined &&
      !/^(https?:\/\/schema\.org\/)?[A-Z]\w+$/.test(String(availability))
    ) {
      add(
        'availability',
        `availability must be a schema.org ItemAvailability: ${String(availability)}`,
      );
    }
  }
  if (types.includes('Product')) {
    for (const key of ['brand', 'manufacturer'] as const) {
      const v = node[key];
      if (v === undefined) continue;
      const t = typeof v === 'object' && v !== null ? (v as Node)['@type'] : undefined;
      if (typeof v === 'string' || (t !== 'Organization' && t !== 'Brand'))
        add(key, `${key} must be an Organization or a Brand`);
    }
    const props = node.additionalProperty;
    if (props !== undefined) {
      for (const [i, p] of (Array.isArray(props) ? props : [props]).entries()) {
        if ((p as Node | null)?.['@type'] !== 'PropertyValue')
          add('additionalProperty', `additionalProperty ${i} must be a PropertyValue`);
      }
    }
    const subjects = node.subjectOf;
    if (subjects !== undefined) {
      for (const [i, d] of (Array.isArray(subjects) ? subjects : [subjects]).entries()) {
        const t = (d as Node | null)?.['@type'];
        if (t !== 'DigitalDocument' && t !== 'CreativeWork')
          add('subjectOf', `subjectOf ${i} must be a DigitalDocument`);
      }
    }
  }
  if (types.includes('PropertyValue')) {
    const { value } = node;
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      add('value', 'value of a PropertyValue must be a text or a number');
  }
  if (types.includes('DigitalDocument')) {
    const { encodingFormat, dateModified, inLanguage } = node;
    if (encodingFormat !== undefined && !/^[a-z]+\/[\w.+-]+$/.test(String(encodingFormat)))
      add('encodingFormat', `encodingFormat must be a media type: ${String(encodingFormat)}`);
    if (inLanguage !== undefined && !/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(String(inLanguage)))
      add('inLanguage', `inLanguage must be a BCP 47 tag: ${String(inLanguage)}`);
    if (dateModified !== undefined) {
      const day = String(dateModified);
      if (!isCalendarDay(day.slice(0, 10)))
        add('dateModified', `dateModified must be an ISO 8601 date: ${day}`);
      else if (day.slice(0, 10) > today)
        add('dateModified', `dateModified ${day} is after today (${today})`);
    }
  }
  if (
    types.includes('ContactPoint') &&
    missing(node.telephone) &&
    missing(node.email) &&
    missing(node.url)
  ) {
    add('telephone', 'ContactPoint needs a telephone, email or url');
  }
  if (types.includes('OpeningHoursSpecification')) {
    for (const key of ['opens', 'closes'] as const) {
      const v = node[key];
      if (typeof v === 'string' && !/^\d{2}:\d{2}(:\d{2})?$/.test(v))
        add(key, `${key} must be hh:mm: ${v}`);
    }
  }
}

function walk(value: unknown, path: string, issues: StructuredDataIssue[], today: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, issues, today));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Node;
  if ('@type' in node) checkNode(node, path, issues, today);
  for (const [key, child] of Object.entries(node)) {
    walk(child, /^[A-Za-z_]\w*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`, issues, today);
  }
}

/**
 * Checks JSON-LD (an object, a `@graph`, an array, or serialised text) for the required and
 * recommended properties of each type this package emits. Returns [] when all is well.
 */
export function checkStructuredData(
  data: unknown,
  options: CheckOptions = {},
): StructuredDataIssue[] {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const issues: StructuredDataIssue[] = [];
  const value = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const context = (value as Node)['@context'];
    if (
      context !== undefined &&
      context !== 'https://schema.org' &&
      context !== 'http://schema.org'
    ) {
      issues.push({
        path: '$',
        type: '(root)',
        property: '@context',
        message: `unexpected @context ${String(context)}`,
      });
    }
  }
  walk(value, '$', issues, today);
  return issues;
}
