/**
 * The units a quote list's line may ask a product in (D23), in the order its unit menu offers
 * them; a product's `quoteUnits` narrows them to what it is sold by.
 */
export const quoteUnits = ['kg', 'litre', 'metre', 'roll', 'piece'] as const;

/** A unit a quote list's line asks a product in. */
export type QuoteUnit = (typeof quoteUnits)[number];
