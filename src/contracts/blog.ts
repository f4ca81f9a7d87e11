import { z } from 'zod';

export const BLOG_CATEGORIES = ['Tendances', 'Guide', 'Outils', 'Stratégie', 'Crisis Management', 'Analytics'] as const;
export const BLOG_EMPTY_STATE = 'Aucun article ne correspond à votre recherche.';
export const BLOG_NOT_FOUND = 'Article introuvable';
export const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes (at least 1). */
export function readingTimeMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const ZBlogListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;

const ZAuthor = z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() });

export const ZBlogPostSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  createdAt: z.coerce.date(),
  readTimeMinutes: z.number().int(),
  author: ZAuthor,
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;
export const ZBlogListResponse = z.object({ posts: z.array(ZBlogPostSummary) });

export const ZBlogPost = ZBlogPostSummary.extend({ content: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPostResponse = z.object({ post: ZBlogPost });
