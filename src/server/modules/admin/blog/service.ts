import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAdminBlogListQuery, TAdminBlogPost, TAdminBlogPostData, TAdminBlogPostSummary } from '#contracts/admin-blog';
import { BLOG_AUDIT_ACTIONS, BLOG_AUDIT_ENTITY } from '#contracts/admin-blog-terms';
import type { TAdminPage } from '#contracts/admin';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import type { FileStorage } from '#server/adapters/storage/index';
import type { Db, DbOrTx } from '#server/db/index';
import { authorOf, changePost, insertPost, lockPost, postsWithAuthor, removePost, type PostRow } from '#server/modules/blog/index';
import { blogPosts } from '#server/modules/blog/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { enqueueFileRemoval } from '#server/modules/uploads/index';
import { changedFields, recordAudit } from '../audit.ts';
import { listPage, matchesSearch } from '../list.ts';
import { encodeBlogImage } from './image.ts';

function toPost(row: PostRow): TAdminBlogPost {
  const { authorId: _id, authorName: _name, authorAvatar: _avatar, createdAt, updatedAt, ...post } = row;
  return { ...post, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), author: authorOf(row) };
}

function toSummary(row: PostRow): TAdminBlogPostSummary {
  const { content: _content, ...summary } = toPost(row);
  return summary;
}

/** The list's filters: text in the title or the excerpt, the exact category, published or draft. */
function listFilter(query: TAdminBlogListQuery): SQL | undefined {
  return and(
    matchesSearch(query.q, [blogPosts.title, blogPosts.excerpt]),
    query.category ? eq(blogPosts.category, query.category) : undefined,
    query.status === 'all' ? undefined : eq(blogPosts.published, query.status === 'published'),
  );
}

/** 'Gestion du blog': every article (drafts included), newest first, one page. */
export function listAdminPosts(db: Db, query: TAdminBlogListQuery): Promise<TAdminPage<TAdminBlogPostSummary>> {
  const where = listFilter(query);
  return listPage(query, {
    rows: async ({ limit, offset }) =>
      (await postsWithAuthor(db, where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(limit).offset(offset)).map(toSummary),
    total: async () => (await db.select({ n: count() }).from(blogPosts).where(where))[0]!.n,
  });
}

/** The distinct categories of the articles, by name (the list's category filter). */
export async function listPostCategories(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: blogPosts.category }).from(blogPosts).orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category);
}

export async function getAdminPost(db: DbOrTx, id: string): Promise<TAdminBlogPost> {
  const [row] = await postsWithAuthor(db, eq(blogPosts.id, idOr404(id, BLOG_NOT_FOUND))).limit(1);
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return toPost(row);
}

type Audited = Pick<typeof blogPosts.$inferSelect, 'title' | 'excerpt' | 'content' | 'category' | 'published' | 'image'>;

/** The changed fields; the Markdown content is only named (its text would bloat the log). */
function auditChanges(before: Partial<Audited> | null, after: Partial<Audited>) {
  const changes = changedFields<Partial<Audited>>(before, after);
  if (changes.content) changes.content = {};
  return changes;
}

/** A new article, written by the signed-in admin; a draft unless `published` says otherwise. */
export async function createPost(db: Db, actorId: string, data: TAdminBlogPostData): Promise<TAdminBlogPost> {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actorId));
    const id = await insertPost(tx, { ...data, authorId: author?.id ?? null });
    await recordAudit(tx, actorId, {
      action: BLOG_AUDIT_ACTIONS.create,
      entity: BLOG_AUDIT_ENTITY,
      entityId: id,
      label: data.title,
      changes: auditChanges(null, data),
    });
    return getAdminPost(tx, id);
  });
}

/** Saves the form; publishing a draft is recorded as 'blog_post.publish'. */
export async function updatePost(db: Db, actorId: string, id: string, data: TAdminBlogPostData): Promise<TAdminBlogPost> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    await changePost(tx, before.id, data);
    await recordAudit(tx, actorId, {
      action: !before.published && data.published ? BLOG_AUDIT_ACTIONS.publish : BLOG_AUDIT_ACTIONS.update,
      entity: BLOG_AUDIT_ENTITY,
      entityId: before.id,
      label: data.title,
      changes: auditChanges(before, data),
    });
    return getAdminPost(tx, before.id);
  });
}

/** Deletes the article; its image file goes once the deletion commits. */
export async function deletePost(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    await removePost(tx, before.id);
    if (before.image) await enqueueFileRemoval(tx, [before.image]);
    await recordAudit(tx, actorId, {
      action: BLOG_AUDIT_ACTIONS.delete,
      entity: BLOG_AUDIT_ENTITY,
      entityId: before.id,
      label: before.title,
    });
  });
}

/** Points the article at `image` (or none); the old file is deleted once this commits. */
async function replaceImage(db: Db, actorId: string, id: string, image: string | null): Promise<TAdminBlogPost> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    if (before.image === image) return getAdminPost(tx, before.id);
    await changePost(tx, before.id, { image });
    if (before.image) await enqueueFileRemoval(tx, [before.image]);
    await recordAudit(tx, actorId, {
      action: BLOG_AUDIT_ACTIONS.update,
      entity: BLOG_AUDIT_ENTITY,
      entityId: before.id,
      label: before.title,
      changes: auditChanges({ image: before.image }, { image }),
    });
    return getAdminPost(tx, before.id);
  });
}

/** Re-encodes the uploaded image, stores it under a random name and sets it as the article's image. */
export async function setPostImage(db: Db, storage: FileStorage, actorId: string, id: string, bytes: Buffer): Promise<TAdminBlogPost> {
  await lockPost(db, id); // an unknown article answers 404 before any work
  const image = await encodeBlogImage(bytes);
  const key = `blog/${randomUUID()}.webp`;
  await storage.put(key, image, 'image/webp');
  try {
    return await replaceImage(db, actorId, id, storage.publicUrl(key));
  } catch (error) {
    // Nothing refers to the new file: do not leave it behind.
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The article goes back to its category's illustration. */
export const removePostImage = (db: Db, actorId: string, id: string) => replaceImage(db, actorId, id, null);
