import type { ProductKey } from './catalog';
import type { Localized } from './types';

/**
 * URL slug of every product in each language: `slugify` of its name in that language
 * (`catalog.products.{key}.name`; a test keeps the two in step). A table rather than computed
 * from the texts, so the route map does not pull every product text into every page's script.
 */
export const productSlugs = {
  microglassMedia: { tr: 'mikroglass-filtre-medyasi', en: 'microglass-filter-media' },
  separator: { tr: 'aluminyum-separator', en: 'aluminum-separator' },
  spunbondPolyester: {
    tr: 'spunbond-polyester-filtre-medyasi',
    en: 'spunbond-polyester-filter-media',
  },
  filterPaper: { tr: 'filtre-kagidi', en: 'filter-paper' },
  bagFilterRolls: { tr: 'torba-filtre-rulolari-f6-f7-f8', en: 'bag-filter-rolls-f6-f7-f8' },
  panelFilterMedia: { tr: 'panel-filtre-medyasi-g2-g3-g4', en: 'panel-filter-media-g2-g3-g4' },
  activatedCarbonMedia: {
    tr: 'aktif-karbonlu-filtre-medyasi',
    en: 'activated-carbon-filter-media',
  },
  needleFelt: { tr: 'igneli-kece', en: 'needle-felt' },
  supportMesh: {
    tr: 'filtre-destek-teli-ve-genisletilmis-metal',
    en: 'filter-support-mesh-and-expanded-metal',
  },
  pleatingMachines: { tr: 'pliseleme-makineleri', en: 'pleating-machines' },
  adhesives: {
    tr: 'sicak-eriyik-ve-poliuretan-yapistiricilar',
    en: 'hot-melt-and-polyurethane-adhesives',
  },
  tapes: { tr: 'aluminyum-ve-sizdirmazlik-bantlari', en: 'aluminum-and-sealing-tapes' },
  waterBlockingTapes: { tr: 'su-bloklama-bantlari', en: 'water-blocking-tapes' },
  stapleWire: { tr: 'zimba-teli', en: 'staple-wire' },
  galvanizedWire: { tr: 'galvanizli-tel', en: 'galvanized-wire' },
  industrialStaples: { tr: 'endustriyel-zimbalar', en: 'industrial-staples' },
  coilNails: { tr: 'rulo-civiler', en: 'coil-nails' },
  wireNails: { tr: 'tel-civiler', en: 'wire-nails' },
  printingInks: { tr: 'matbaa-murekkepleri', en: 'printing-inks' },
  masterbatch: {
    tr: 'masterbatch-ve-plastik-katkilari',
    en: 'masterbatches-and-plastic-additives',
  },
  alginateImpression: { tr: 'aljinat-olcu-maddesi', en: 'alginate-impression-material' },
  modelingWax: { tr: 'modelaj-mumu', en: 'modeling-wax' },
  dentistUnits: { tr: 'dis-uniteleri', en: 'dentist-units' },
  dentalAcrylic: { tr: 'dental-akrilikler', en: 'dental-acrylics' },
  shoeSoles: { tr: 'ayakkabi-tabanlari', en: 'shoe-soles' },
  soleMachines: {
    tr: 'taban-enjeksiyon-ve-yapistirma-makineleri',
    en: 'sole-injection-and-attaching-machines',
  },
  nonwovenWallMaterial: { tr: 'nonwoven-duvar-malzemesi', en: 'nonwoven-wall-material' },
  glassFiberWallCovering: { tr: 'cam-tulu-duvar-kaplamasi', en: 'glass-fiber-wall-covering' },
} as const satisfies Record<ProductKey, Localized>;
