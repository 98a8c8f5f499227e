export { PartnerCta } from './PartnerCta';
export type { PartnerCtaProps } from './PartnerCta';
