import { companyData } from './generated/content';
import { addressLine, companyFacts, textVariables } from '@defne/core';
import type { CompanyFacts, StatId } from './types';

/*
 * The company's facts come from `data/company.json` (fictional values, D11): a real company
 * replaces that file and nothing else. The kit derives the links from them.
 */
export const company: CompanyFacts = companyFacts<StatId>(companyData);

/** The address on one line, e.g. for the footer and the location block. */
export function formatAddress(lang: 'tr' | 'en'): string {
  return addressLine(company.address, lang);
}

/**
 * Values the texts interpolate wherever they are used: pass as i18next's
 * `interpolation.defaultVariables` (and type them in `CustomTypeOptions.defaultVariables`).
 */
export const defaultVariables = textVariables(company);

export type DefaultVariables = typeof defaultVariables;
