import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TPortfolioItem, TPortfolioItemRequest } from '#contracts/portfolio';
import { AVATAR_FORMATS, AVATAR_MAX_PIXELS } from '#contracts/avatar-terms';
import { PORTFOLIO_IMAGE_SIZE, PORTFOLIO_MAX_ITEMS, portfolioMessages } from '#contracts/portfolio-terms';
import type { FileStorage } from '#server/adapters/storage/index';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, communityManagers, jsonRows, portfolioItems, preparedPerDatabase, profiles } from '#server/db/index';
import { conflict, forbidden, invalid, isId, notFound } from '#server/http/errors';
import { enqueueFileRemoval, isImageFormatIn, openImage, readImageHeader } from '#server/modules/uploads/index';

/**
 * A community manager's work samples (ADR 0052): at most PORTFOLIO_MAX_ITEMS, each a title, an
 * optional link and text, and an image stored through the storage adapter like a profile photo.
 */

const itemColumns = {
  id: portfolioItems.id,
  title: portfolioItems.title,
  link: portfolioItems.link,
  description: portfolioItems.description,
  imageUrl: portfolioItems.imageUrl,
};

const portfolioOf = preparedPerDatabase((db) =>
  db
    .select(itemColumns)
    .from(portfolioItems)
    .where(eq(portfolioItems.managerId, sql.placeholder('managerId')))
    .orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id))
    .prepare('portfolio_of_manager'),
);

/** The samples of the profile its statement reads (`profiles.id`), oldest first, inside that statement (ADR 0067). */
export const listedPortfolio = jsonRows<TPortfolioItem>(
  itemColumns,
  sql`FROM ${portfolioItems} WHERE ${portfolioItems.managerId} = ${profiles.id} ORDER BY ${portfolioItems.createdAt}, ${portfolioItems.id}`,
);

/** A member's samples, oldest first (the order they were added): their own list in 'Mon Profil' and their data export. */
export function listPortfolio(db: Db, managerId: string): Promise<TPortfolioItem[]> {
  return portfolioOf(db).execute({ managerId });
}

const stored = (data: TPortfolioItemRequest) => ({ title: data.title, link: data.link || null, description: data.description || null });

function requireManager(viewer: Viewer) {
  if (viewer.userType !== 'community_manager') throw forbidden(portfolioMessages.managersOnly);
}

/** Adds a sample; the member's row is locked first so two additions at once cannot pass the cap together. */
export async function addPortfolioItem(db: Db, viewer: Viewer, data: TPortfolioItemRequest): Promise<TPortfolioItem> {
  requireManager(viewer);
  return db.transaction(async (tx) => {
    await tx.select({ id: communityManagers.id }).from(communityManagers).where(eq(communityManagers.id, viewer.id)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.managerId, viewer.id));
    if (n >= PORTFOLIO_MAX_ITEMS) throw conflict(portfolioMessages.full);
    const [item] = await tx
      .insert(portfolioItems)
      .values({ managerId: viewer.id, ...stored(data) })
      .returning(itemColumns);
    return item!;
  });
}

/** The viewer's own sample, locked for the change (someone else's is as unknown as a missing one). */
async function ownItem(tx: DbOrTx, viewer: Viewer, id: string) {
  if (!isId(id)) throw notFound(portfolioMessages.notFound);
  const [row] = await tx
    .select(itemColumns)
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.managerId, viewer.id)))
    .for('update');
  if (!row) throw notFound(portfolioMessages.notFound);
  return row;
}

export async function updatePortfolioItem(db: Db, viewer: Viewer, id: string, data: TPortfolioItemRequest): Promise<TPortfolioItem> {
  return db.transaction(async (tx) => {
    await ownItem(tx, viewer, id);
    const [item] = await tx.update(portfolioItems).set(stored(data)).where(eq(portfolioItems.id, id)).returning(itemColumns);
    return item!;
  });
}

/** Removes the sample, and its image once the transaction commits. */
export async function removePortfolioItem(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await ownItem(tx, viewer, id);
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, id));
    if (item.imageUrl) await enqueueFileRemoval(tx, [item.imageUrl]);
  });
}

/** A deleted account's samples, and their images once the caller's transaction commits. */
export async function erasePortfolio(tx: DbOrTx, managerId: string): Promise<void> {
  const removed = await tx.delete(portfolioItems).where(eq(portfolioItems.managerId, managerId)).returning({ imageUrl: portfolioItems.imageUrl });
  const images = removed.flatMap((item) => (item.imageUrl ? [item.imageUrl] : []));
  if (images.length > 0) await enqueueFileRemoval(tx, images);
}

/**
 * The image's type comes from its bytes, as a profile photo's (JPEG, PNG, WebP, GIF; no SVG); it is
 * re-encoded to a WebP fitting PORTFOLIO_IMAGE_SIZE, upright, first frame, without metadata.
 */
async function encodeSampleImage(bytes: Buffer): Promise<Buffer> {
  const { format, pixelCost } = await readImageHeader(bytes);
  if (format === 'svg') throw invalid({ image: portfolioMessages.svg });
  if (!isImageFormatIn(format, AVATAR_FORMATS)) throw invalid({ image: portfolioMessages.notAnImage });
  if (pixelCost > AVATAR_MAX_PIXELS) throw invalid({ image: portfolioMessages.tooManyPixels });
  try {
    const { width, height } = PORTFOLIO_IMAGE_SIZE;
    return await openImage(bytes).rotate().resize(width, height, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw invalid({ image: portfolioMessages.unreadable });
  }
}

/** Stores the sample's new image under a random name; the previous one is deleted once the change commits. */
export async function setPortfolioImage(db: Db, storage: FileStorage, viewer: Viewer, id: string, bytes: Buffer): Promise<TPortfolioItem> {
  // Checked before the image is decoded: nobody makes the server encode for a sample that is not theirs.
  await db.transaction((tx) => ownItem(tx, viewer, id));
  const image = await encodeSampleImage(bytes);
  const key = `portfolio/${randomUUID()}.webp`;
  await storage.put(key, image, 'image/webp');
  const url = storage.publicUrl(key);
  try {
    return await db.transaction(async (tx) => {
      const item = await ownItem(tx, viewer, id);
      const [updated] = await tx.update(portfolioItems).set({ imageUrl: url }).where(eq(portfolioItems.id, id)).returning(itemColumns);
      if (item.imageUrl) await enqueueFileRemoval(tx, [item.imageUrl]);
      return updated!;
    });
  } catch (error) {
    // Nothing refers to the new file: do not leave it behind.
    await Promise.allSettled([storage.remove(key)]);
    throw error;
  }
}
