export {
  collections,
  companySchema,
  contentSchemas,
  contentJsonSchemas,
  isoDate,
  pageSchema,
  productDocumentSchema,
  productPropertySchema,
  pageTextSchema,
  productSchema,
  removedProductSchema,
  removedSchema,
  sectorSchema,
  supplierSchema,
  type CollectionName,
  type Collections,
  type CompanyData,
  type PageTree,
  type ProductData,
  type ProductDocumentData,
  type ProductPropertyData,
  type RemovedProduct,
  type SectorData,
  type SiteSchemaOptions,
  type SupplierData,
} from './schema.ts';
export { kitIconNames } from './icons.ts';
export { languageSchema, languagesSchema, type LanguagesInput } from './languages.ts';
export { languagesFlag, languagesFromCodes, parseLanguageCodes } from './language-flag.ts';
export {
  languageLabel,
  localizedSlug,
  localizedText,
  previousSlugsIn,
  slugIn,
  textIn,
  type SchemaLanguages,
  plainText,
  previousSlugs,
  slugPattern,
  slugString,
  type FieldLabel,
  type FieldMeta,
} from './fields.ts';
export {
  PHOTO_MIN_WIDTH,
  contentLimits,
  documentKinds,
  photoExtensions,
  quoteUnits,
} from './limits.ts';
export { buildDay } from '../build-day.ts';
export {
  formatProblems,
  namesIn,
  validateContent,
  type ContentFallback,
  type ContentProblem,
  type ValidateOptions,
  type ValidationResult,
} from './validate.ts';
export {
  catalogueModule,
  contentCoverage,
  generateCatalogue,
  productDetails,
  publishDocuments,
  runGenerateCommand,
  resourceTrees,
  siteIconNames,
  type GenerateOptions,
} from './generate.ts';
