/** What other modules may use of favourites (ESLint keeps them to this index). */
export { eraseMemberFavourites, listFavourites } from './service.ts';
