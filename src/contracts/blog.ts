import { z } from 'zod';
import { BLOG_CATEGORY_MAX_LENGTH, BLOG_QUERY_MAX_LENGTH } from './blog-terms.ts';
import { zParam, zText } from './text.ts';

export const ZBlogListQuery = z.object({
  q: zText(BLOG_QUERY_MAX_LENGTH, { trim: true }).optional(),
  category: zText(BLOG_CATEGORY_MAX_LENGTH, { trim: true }).optional(),
});
export const ZBlogPostParams = z.object({ id: zParam() });
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
