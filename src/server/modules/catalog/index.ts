/** What other modules may use of the catalogue (ESLint keeps them to this index). */
export { frenchLanguageName, listLanguages, skillsWithCategory, toSkill } from './service.ts';
