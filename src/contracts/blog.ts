import { z } from 'zod';

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
  createdAt: z.iso.datetime(),
  readTimeMinutes: z.number().int(),
  author: ZAuthor,
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;
export const ZBlogListResponse = z.object({ posts: z.array(ZBlogPostSummary) });
export type TBlogListResponse = z.infer<typeof ZBlogListResponse>;

export const ZBlogPost = ZBlogPostSummary.extend({ content: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPostResponse = z.object({ post: ZBlogPost });
export type TBlogPostResponse = z.infer<typeof ZBlogPostResponse>;
