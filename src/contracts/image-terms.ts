/** Messages shared by every image upload (profile photos, article covers), built from each one's limits. */
export const imageMessages = {
  missing: 'Choisissez une image.',
  unreadable: 'Cette image est illisible.',
  tooLarge: (maxBytes: number) => `L'image dépasse la taille maximale de ${maxBytes / (1024 * 1024)} Mo.`,
  tooManyPixels: (maxPixels: number) =>
    `Cette image est trop grande : ${maxPixels / 1_000_000} millions de pixels au plus. Réduisez-la avant de l'envoyer.`,
} as const;
