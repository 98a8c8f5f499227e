import type { IconName } from './registry';

/**
 * Every name of the kit's set, in the order the docs' gallery shows them. A plain list, so listing names
 * (a control's options) brings none of the drawings along.
 */
export const iconNames: readonly IconName[] = [
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
];
