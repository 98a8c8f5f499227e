// The privacy notice's blocks and the rights it lists, in order: the page shows them and the
// build's texts check asks for each one's texts (`privacy.{block}.title`/`.text`,
// `privacy.rights.items.{right}`).
export const PRIVACY_BLOCKS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'transfer',
  'retention',
] as const;

export const PRIVACY_RIGHTS = [
  'learn',
  'information',
  'purpose',
  'thirdParties',
  'correction',
  'erasure',
  'notification',
  'objection',
  'compensation',
] as const;
