/** The blog's six articles, published by the admin. */
import type { blogPosts } from '#server/db/schema/index';
import { BLOG_ARTICLES } from './fixtures/blog-articles.ts';
import { demoId } from './ids.ts';
import { daysBefore, duration, later } from './time.ts';

export function blogPostRows(authorId: string): (typeof blogPosts.$inferInsert)[] {
  return BLOG_ARTICLES.map((article) => {
    const publishedAt = later(daysBefore(article.publishedDaysAgo), -duration.hour);
    return {
      id: demoId('blog-post', article.key),
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      image: null,
      category: article.category,
      published: true,
      authorId,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}
