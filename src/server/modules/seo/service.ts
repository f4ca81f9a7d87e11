import { paths } from '#contracts/paths';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { actsAsAdmin, type Viewer } from '#server/auth/index';
import { type Db, preparedPerDatabase } from '#server/db/index';
import { blogPosts } from '#server/modules/blog/read-model';
import { missions } from '#server/modules/missions/read-model';
import { communityManagers, companies, profiles } from '#server/modules/profiles/read-model';
import { isPublicProfile, notSuspended } from '#server/modules/profiles/index';

export type PageMeta = {
  title: string;
  description: string;
  type: 'website' | 'article' | 'profile';
  /** The shared link's picture (an article's cover, a member's photo), as stored: made absolute in the page. */
  image?: string | null;
};
/** Who asks for the page: a mission's owner and the admins see its page while it is hidden. */
export type PageViewer = Pick<Viewer, 'id' | 'role' | 'twoFactorMissing'> | null;

const DESCRIPTION_LENGTH = 160;

/** The home page's and every other page's title and description; `site` is the admin settings' site name. */
export const defaultMeta = (site: string): PageMeta => ({
  title: `${site} — La place de marché des community managers freelances`,
  description:
    'Trouvez un community manager freelance pour vos réseaux sociaux, ou des missions qui vous ressemblent. Profils vérifiés, échanges directs.',
  type: 'website',
});

function summarise(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}

/** A page's own row, read by a prepared statement (ADR 0064: every computed page asks for it). */
const id = sql.placeholder('id');

const profileRow = preparedPerDatabase((db) =>
  db
    .select({
      fullName: profiles.fullName,
      userType: profiles.userType,
      location: profiles.location,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
      headline: communityManagers.headline,
      companyName: companies.companyName,
      companyDescription: companies.description,
    })
    .from(profiles)
    .leftJoin(communityManagers, eq(communityManagers.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.id))
    .where(and(eq(profiles.id, id), isPublicProfile()))
    .prepare('seo_profile'),
);

export async function profileMeta(db: Db, profileId: string, site: string, _viewer: PageViewer): Promise<PageMeta | null> {
  const [row] = await profileRow(db).execute({ id: profileId });
  if (!row) return null;
  const name = row.userType === 'company' ? (row.companyName ?? row.fullName) : row.fullName;
  const role = row.userType === 'community_manager' ? 'Community Manager' : row.userType === 'company' ? 'Entreprise' : 'Particulier';
  const where = row.location ? ` à ${row.location}` : '';
  return {
    title: `${name} — ${role}${where} | ${site}`,
    description: summarise(row.headline ?? row.companyDescription ?? row.bio, `${name}, ${role.toLowerCase()} sur ${site}.`),
    type: 'profile',
    image: row.avatarUrl,
  };
}

/**
 * A mission's row as the mission API shows it (drafts and suspended clients' missions exist for
 * their owner and the admins only): one statement for the admins, one for everyone else, with the
 * viewer's id (null for a visitor) as its parameter.
 */
const missionRow = (db: Db, forAdmin: boolean) =>
  db
    .select({ title: missions.title, description: missions.description, location: missions.location })
    .from(missions)
    .where(
      and(
        eq(missions.id, id),
        forAdmin
          ? undefined
          : or(and(ne(missions.status, 'draft'), notSuspended(missions.clientId)), eq(missions.clientId, sql.placeholder('viewerId'))),
      ),
    )
    .prepare(forAdmin ? 'seo_mission_for_admin' : 'seo_mission');
const missionRowForAdmin = preparedPerDatabase((db) => missionRow(db, true));
const missionRowForViewer = preparedPerDatabase((db) => missionRow(db, false));

export async function jobMeta(db: Db, missionId: string, site: string, viewer: PageViewer): Promise<PageMeta | null> {
  const [row] = actsAsAdmin(viewer)
    ? await missionRowForAdmin(db).execute({ id: missionId })
    : await missionRowForViewer(db).execute({ id: missionId, viewerId: viewer?.id ?? null });
  if (!row) return null;
  return {
    title: `${row.title}${row.location ? ` — ${row.location}` : ''} | ${site}`,
    description: summarise(row.description, `Mission de community management sur ${site}.`),
    type: 'article',
  };
}

const articleRow = preparedPerDatabase((db) =>
  db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, image: blogPosts.image })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
    .prepare('seo_article'),
);

export async function blogMeta(db: Db, articleId: string, site: string, _viewer: PageViewer): Promise<PageMeta | null> {
  const [row] = await articleRow(db).execute({ id: articleId });
  if (!row) return null;
  return {
    title: `${row.title} | Blog ${site}`,
    description: summarise(row.excerpt, defaultMeta(site).description),
    type: 'article',
    image: row.image,
  };
}

/** The sitemap's pages without parameters: the public pages a search engine should list. */
const STATIC_PAGES = [
  paths.home,
  paths.search,
  paths.blog,
  paths.pricing,
  paths.about,
  paths.contact,
  paths.testimonials,
  paths.guides,
  paths.webinars,
  paths.faq,
  paths.terms,
  paths.privacy,
  paths.ranking,
];
const SITEMAP_MAX_URLS = 50_000;

/** Public pages for the sitemap: static pages, public profiles, open missions, published posts. */
export async function sitemapEntries(db: Db): Promise<{ path: string; lastModified?: Date }[]> {
  const [profileRows, jobRows, postRows] = await Promise.all([
    db
      .select({ id: profiles.id, updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(and(inArray(profiles.userType, ['community_manager', 'company']), isPublicProfile()))
      .orderBy(desc(profiles.updatedAt))
      .limit(SITEMAP_MAX_URLS),
    db
      .select({ id: missions.id, updatedAt: missions.updatedAt })
      .from(missions)
      .where(and(eq(missions.status, 'open'), notSuspended(missions.clientId)))
      .orderBy(desc(missions.updatedAt))
      .limit(SITEMAP_MAX_URLS),
    db.select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.published, true)),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...postRows.map((row) => ({ path: paths.blogArticle(row.id), lastModified: row.updatedAt })),
    ...jobRows.map((row) => ({ path: paths.mission(row.id), lastModified: row.updatedAt })),
    ...profileRows.map((row) => ({ path: paths.profile(row.id), lastModified: row.updatedAt })),
  ].slice(0, SITEMAP_MAX_URLS);
}
