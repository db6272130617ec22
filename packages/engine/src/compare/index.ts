export { compareExtractions } from './compare-extractions';
export { compareCategory, type CompareCategoryOptions } from './compare-category';
export { compareElement, outcomeOf, VERDICT, type ElementContext } from './compare-element';
export { summariseRows } from './summarise-rows';
export { labelCategory, listCatalogCategories, type CatalogCategory, type CatalogElement } from './catalog';
export { ELEMENT_DIRECTIONS, directionOf, type Direction } from './favourability';
export { describeSide, formatElementValue, formatArticle, formatNumericDifference } from './format-value';
export { formatDutchDate, parseIsoDay } from './format-date';
export { describeUnit, quantityParts, formatQuantity, isKnownUnit } from './units';
export { formatComparisonTable } from './format-table';
export {
  versionChanges,
  summariseVersionChanges,
  VERSION_CHANGE_VERDICTS,
  type VersionChanges,
  type VersionExtraction,
} from './version-changes';
