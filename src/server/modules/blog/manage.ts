import { eq } from 'drizzle-orm';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import { type DbOrTx, blogPosts } from '#server/db/index';
import { idOr404, notFound } from '#server/http/errors';

/**
 * The writes to articles (ADR 0043: only this module writes `blog_posts`). The back office calls
 * them inside its own transaction, which also records the audit entry.
 */
type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The article's row, locked until the transaction ends. */
export async function lockPost(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.id, idOr404(id, BLOG_NOT_FOUND)))
    .for('update');
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return row;
}

/** A new article; returns its id. */
export async function insertPost(tx: DbOrTx, values: PostValues): Promise<string> {
  const [row] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row!.id;
}

export async function changePost(tx: DbOrTx, id: string, values: Partial<PostValues>): Promise<void> {
  await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
}

export async function removePost(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}
