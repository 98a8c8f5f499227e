export {
  collections,
  companySchema,
  contentJsonSchemas,
  pageSchema,
  pageTextSchema,
  productSchema,
  removedProductSchema,
  removedSchema,
  sectorSchema,
  supplierSchema,
  type CollectionName,
  type CompanyData,
  type PageTree,
  type ProductData,
  type RemovedProduct,
  type SectorData,
  type SupplierData,
} from './schema.ts';
export {
  localizedSlug,
  localizedText,
  plainText,
  previousSlugs,
  slugPattern,
  slugString,
  type FieldLabel,
  type FieldMeta,
} from './fields.ts';
export { PHOTO_MIN_WIDTH, contentLimits, photoExtensions } from './limits.ts';
export {
  formatProblems,
  validateContent,
  type ContentProblem,
  type ValidateOptions,
  type ValidationResult,
} from './validate.ts';
export {
  catalogueModule,
  generateCatalogue,
  runGenerateCommand,
  resourceTrees,
  type GenerateOptions,
} from './generate.ts';
