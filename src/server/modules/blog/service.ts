import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TBlogListQuery, TBlogPost, TBlogPostSummary } from '#contracts/blog';
import { readingTimeMinutes } from '#contracts/blog-terms';
import { type Db, type DbOrTx, blogPosts } from '#server/db/index';
import { profiles } from '#server/modules/profiles/read-model';

const ANONYMOUS_AUTHOR = "L'équipe CM Connect";

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  image: blogPosts.image,
  category: blogPosts.category,
  published: blogPosts.published,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorId: profiles.id,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
};

/** Articles with their author's name and avatar: the public pages and the back office read them this way. */
export function postsWithAuthor(db: DbOrTx, where?: SQL) {
  return db.select(columns).from(blogPosts).leftJoin(profiles, eq(profiles.id, blogPosts.authorId)).where(where);
}
export type PostRow = Awaited<ReturnType<typeof postsWithAuthor>>[number];

/** Who signed the article: its author, or the team when the author's account is gone. */
export const authorOf = ({ authorId, authorName, authorAvatar }: PostRow) => ({
  id: authorId,
  name: authorName ?? ANONYMOUS_AUTHOR,
  avatarUrl: authorAvatar,
});

const publishedPosts = (db: Db, where?: SQL) => postsWithAuthor(db, and(eq(blogPosts.published, true), where)).orderBy(desc(blogPosts.createdAt));

function toPost(row: PostRow): TBlogPost {
  const { authorId: _id, authorName: _name, authorAvatar: _avatar, published: _published, updatedAt: _updatedAt, ...post } = row;
  return {
    ...post,
    createdAt: post.createdAt.toISOString(),
    readTimeMinutes: readingTimeMinutes(post.content),
    author: authorOf(row),
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
