import { companyFacts, textVariables, type CompanyFacts } from '@defne/content/core';

import { companyData } from './generated/content';

/* Every fact of Defne Ambalaj (fictional, D11) comes from `data/company.json`; the kit derives the links. */
export const company: CompanyFacts = companyFacts(companyData);

/** `{{company}}`, `{{legalName}}`, `{{foundingYear}}`, `{{email}}`, `{{address}}` of the texts. */
export const defaultVariables = textVariables(company);
