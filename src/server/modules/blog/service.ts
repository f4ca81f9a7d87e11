import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TBlogListQuery, TBlogPost, TBlogPostSummary } from '#contracts/blog';
import { readingTimeMinutes } from '#contracts/blog-terms';
import { type Db, blogPosts } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';

const ANONYMOUS_AUTHOR = "L'équipe CM Connect";

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  image: blogPosts.image,
  category: blogPosts.category,
  createdAt: blogPosts.createdAt,
  authorId: profiles.id,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
};
function publishedPosts(db: Db, where?: SQL) {
  return db
    .select(columns)
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(and(eq(blogPosts.published, true), where))
    .orderBy(desc(blogPosts.createdAt));
}
type Row = Awaited<ReturnType<typeof publishedPosts>>[number];

function toPost({ authorId, authorName, authorAvatar, ...post }: Row): TBlogPost {
  return {
    ...post,
    createdAt: post.createdAt.toISOString(),
    readTimeMinutes: readingTimeMinutes(post.content),
    author: { id: authorId, name: authorName ?? ANONYMOUS_AUTHOR, avatarUrl: authorAvatar },
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Published posts, newest first; text matches title or excerpt, combined with the category. */
export async function listPublishedPosts(db: Db, query: TBlogListQuery): Promise<TBlogPostSummary[]> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const rows = await publishedPosts(
    db,
    and(
      pattern ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern)) : undefined,
      query.category ? eq(blogPosts.category, query.category) : undefined,
    ),
  );
  return rows.map((row) => {
    const { content: _content, ...summary } = toPost(row);
    return summary;
  });
}

export async function getPublishedPost(db: Db, id: string): Promise<TBlogPost | null> {
  const [row] = await publishedPosts(db, eq(blogPosts.id, id)).limit(1);
  return row ? toPost(row) : null;
}
