import { z } from 'zod';
import { ZAdminListQuery, zAdminPage } from './admin.ts';
import { BLOG_POST_LIMITS, BLOG_STATUS_FILTERS, blogPostMessages } from './admin-blog-terms.ts';
import { zParam, zText } from './text.ts';

/** 'Gestion du blog': search (title, excerpt), category, status, page. */
export const ZAdminBlogListQuery = ZAdminListQuery.extend({
  category: zText(BLOG_POST_LIMITS.category, { trim: true }).optional(),
  status: z.enum(BLOG_STATUS_FILTERS).default('all'),
});
export type TAdminBlogListQuery = z.infer<typeof ZAdminBlogListQuery>;

export const ZAdminBlogPostParams = z.object({ id: zParam() });

const required = (max: number, message: string) => zText(max, { trim: true, error: message }).min(1, message);

/** The article form, validated by the form (zod resolver) and the server alike. New posts are drafts. */
export const ZAdminBlogPostRequest = z.object({
  title: required(BLOG_POST_LIMITS.title, blogPostMessages.titleRequired),
  excerpt: required(BLOG_POST_LIMITS.excerpt, blogPostMessages.excerptRequired),
  content: required(BLOG_POST_LIMITS.content, blogPostMessages.contentRequired),
  category: required(BLOG_POST_LIMITS.category, blogPostMessages.categoryRequired),
  published: z.boolean().default(false),
});
/** What the form holds (published may be absent). */
export type TAdminBlogPostRequest = z.input<typeof ZAdminBlogPostRequest>;
/** What is saved. */
export type TAdminBlogPostData = z.output<typeof ZAdminBlogPostRequest>;

const ZAuthor = z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() });

/** A card of the list (no content: the form reads the whole article). */
export const ZAdminBlogPostSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  author: ZAuthor,
});
export type TAdminBlogPostSummary = z.infer<typeof ZAdminBlogPostSummary>;
export const ZAdminBlogPost = ZAdminBlogPostSummary.extend({ content: z.string() });
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

export const ZAdminBlogListResponse = zAdminPage(ZAdminBlogPostSummary);
export type TAdminBlogListResponse = z.infer<typeof ZAdminBlogListResponse>;
export const ZAdminBlogPostResponse = z.object({ post: ZAdminBlogPost });
export type TAdminBlogPostResponse = z.infer<typeof ZAdminBlogPostResponse>;
/** The categories present in the articles (drafts included), by name. */
export const ZAdminBlogCategoriesResponse = z.object({ categories: z.array(z.string()) });
export type TAdminBlogCategoriesResponse = z.infer<typeof ZAdminBlogCategoriesResponse>;
