import { companyFacts, textVariables, type CompanyFacts } from '@defne/core';

import { companyData, type StatId } from './generated/content';

/* Every fact of Defne Ambalaj (fictional, D11) comes from `data/company.json`; the kit derives the links. */
export const company: CompanyFacts<StatId> = companyFacts(companyData);

/** `{{company}}`, `{{legalName}}`, `{{foundingYear}}`, `{{email}}`, `{{address}}` of the texts. */
export const defaultVariables = textVariables(company);
