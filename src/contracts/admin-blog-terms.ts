import { BLOG_CATEGORY_MAX_LENGTH } from './blog-terms.ts';
import { imageMessages } from './image-terms.ts';

/** Longest title, excerpt and Markdown content of an article (the category's is the public blog's). */
export const BLOG_POST_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 50_000,
  category: BLOG_CATEGORY_MAX_LENGTH,
} as const;

/** Spec screen 12: excerpt 3 rows, content 10 rows. */
export const BLOG_FORM_ROWS = { excerpt: 3, content: 10 } as const;

export const blogPostMessages = {
  titleRequired: 'Le titre est requis.',
  excerptRequired: "L'extrait est requis.",
  contentRequired: 'Le contenu est requis.',
  categoryRequired: 'La catégorie est requise.',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet article ?',
  empty: 'Aucun article trouvé',
  loadFailed: 'Une erreur est survenue lors du chargement des articles',
  saveFailed: "L'article n'a pas pu être enregistré. Veuillez réessayer.",
  deleteFailed: "L'article n'a pas pu être supprimé. Veuillez réessayer.",
  created: 'Article créé',
  updated: 'Article mis à jour',
  deleted: 'Article supprimé',
} as const;

/** The status filter of the list. */
export const BLOG_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type TBlogStatusFilter = (typeof BLOG_STATUS_FILTERS)[number];
export const BLOG_STATUS_FILTER_LABELS: Record<TBlogStatusFilter, string> = {
  all: 'Tous les statuts',
  published: 'Publiés',
  draft: 'Brouillons',
};
/** The badge of a card. */
export const blogStatusLabel = (published: boolean) => (published ? 'Publié' : 'Brouillon');

/** The largest image an admin may upload for an article (spec: 'max 5MB'). */
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Formats accepted, decided from the file's bytes (spec: JPG, PNG or GIF). */
export const BLOG_IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
/** What the file picker offers (the server still decides from the bytes). */
export const BLOG_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';
/** Images are re-encoded to WebP no wider or taller than this (never enlarged). */
export const BLOG_IMAGE_MAX_SIZE = 1600;

/** The biggest cover decoded, in 8-bit pixels (a 16-bit image counts twice). */
export const BLOG_IMAGE_MAX_PIXELS = 40_000_000;

export const blogImageMessages = {
  missing: imageMessages.missing,
  notAnImage: "Ce fichier n'est pas une image JPG, PNG ou GIF.",
  tooLarge: imageMessages.tooLarge(BLOG_IMAGE_MAX_BYTES),
  unreadable: imageMessages.unreadable,
  tooManyPixels: imageMessages.tooManyPixels(BLOG_IMAGE_MAX_PIXELS),
  hint: 'JPG, PNG ou GIF, 5 Mo maximum',
  /** Spec §8 (English in the original): any failed upload. */
  uploadFailed: 'Error uploading image. Please try again.',
} as const;

/** Audit actions of the blog back-office. */
export const BLOG_AUDIT_ACTIONS = {
  create: 'blog_post.create',
  update: 'blog_post.update',
  publish: 'blog_post.publish',
  delete: 'blog_post.delete',
} as const;
export const BLOG_AUDIT_ENTITY = 'blog_post';
