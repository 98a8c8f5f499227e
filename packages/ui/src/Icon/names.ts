/**
 * The names of the icon set, in the order of the sprite (`icons.svg`, one `<symbol>` each). The
 * drawings live in the sprite alone, so a page's script carries these names and no path data.
 */
export const iconNames = [
  'mail',
  'phone',
  'map-pin',
  'whatsapp',
  'linkedin',
  'sun',
  'moon',
  'menu',
  'close',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'zoom-in',
  'zoom-out',
  'search',
  'arrow-right',
  'clock',
  'check',
  'alert',
  'filter',
  'wire',
  'paint',
  'tooth',
  'shoe',
  'decoration',
  'quality',
  'partnership',
  'innovation',
  'globe',
  'truck',
  'warehouse',
  'document',
  'external',
] as const;

/** An icon of the set. */
export type IconName = (typeof iconNames)[number];
