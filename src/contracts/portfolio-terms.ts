import { imageMessages } from './image-terms.ts';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from './avatar-terms.ts';

/** Work samples a community manager may show on their profile. */
export const PORTFOLIO_MAX_ITEMS = 12;
export const PORTFOLIO_TITLE_MAX_LENGTH = 100;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 300;
/** A sample's image: the same formats and size as a profile photo. */
export const PORTFOLIO_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** The image is re-encoded to fit this box (WebP, metadata stripped). */
export const PORTFOLIO_IMAGE_SIZE = { width: 1200, height: 900 } as const;
/** Portfolio changes a member may make in a minute (each image is re-encoded). */
export const PORTFOLIO_CHANGES_PER_MINUTE = 20;

export const portfolioMessages = {
  title: 'Donnez un titre à cette réalisation (2 caractères au moins).',
  link: 'Indiquez une adresse web valide, par exemple https://www.exemple.fr',
  full: `Votre portfolio compte déjà ${PORTFOLIO_MAX_ITEMS} réalisations : supprimez-en une pour en ajouter une autre.`,
  notFound: 'Réalisation introuvable. Elle a peut-être été supprimée.',
  managersOnly: 'Seuls les community managers ont un portfolio.',
  missing: imageMessages.missing,
  notAnImage: "Ce fichier n'est pas une image JPEG, PNG, WebP ou GIF.",
  svg: 'Les images SVG ne sont pas acceptées : choisissez une image JPEG, PNG, WebP ou GIF.',
  tooLarge: imageMessages.tooLarge(PORTFOLIO_IMAGE_MAX_BYTES),
  unreadable: imageMessages.unreadable,
  tooManyPixels: imageMessages.tooManyPixels(AVATAR_MAX_PIXELS),
  added: 'Réalisation ajoutée au portfolio',
  saved: 'Réalisation enregistrée',
  removed: 'Réalisation supprimée',
} as const;
