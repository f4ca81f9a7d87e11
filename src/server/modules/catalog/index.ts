/** What other modules may use of the catalogue (ESLint keeps them to this index). */
export { findExperienceLevel, findRateRange, listLanguages, skillsWithCategory, toSkill } from './service.ts';
export { addCatalogEntry, changeCatalogEntry, removeCatalogEntry, type CatalogKind } from './entries.ts';
export { experienceLevelKind, languageKind, rateRangeKind, sectorKind, skillCategoryKind, skillKind } from './kinds.ts';
