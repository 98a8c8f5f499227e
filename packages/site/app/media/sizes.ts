// The `sizes` of each kind of picture. A module of its own: pages import it without the manifest.

/** Product picture in the modal gallery: up to ~48rem wide, full width on phones. */
export const PRODUCT_MODAL_SIZES = '(min-width: 56rem) 48rem, 100vw';
/** Product card in the sector grid (1 / 2 / 3 / 4 columns). */
export const PRODUCT_CARD_SIZES =
  '(min-width: 80rem) 18rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw';
/** Full-bleed home hero. */
export const HERO_SIZES = '100vw';
/** Map picture in the location block (half the content width on wide screens). */
export const MAP_SIZES = '(min-width: 64rem) 36rem, 100vw';
