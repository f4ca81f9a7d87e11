import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { contactUserType } from './enums.ts';
import { profiles } from './profiles.ts';

export const blogPosts = pgTable('blog_posts', {
  id: id(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  image: text('image'),
  category: text('category').notNull(),
  published: boolean('published').notNull().default(false),
  authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** The single settings row (id is always 1). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull().default('CM Connect'),
    contactEmail: text('contact_email').notNull().default('contact@cmconnect.fr'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    sessionTimeout: integer('session_timeout').notNull().default(30),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    defaultLanguage: text('default_language').notNull().default('fr'),
    /** The seller's legal mentions printed on receipts (empty: not printed). */
    legalName: text('legal_name').notNull().default(''),
    siret: text('siret').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('settings_single_row_check', sql`${t.id} = 1`),
    check('settings_session_timeout_check', sql`${t.sessionTimeout} BETWEEN 1 AND 1440`),
    check('settings_default_language_check', sql`${t.defaultLanguage} IN ('fr', 'en')`),
  ],
);

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  userType: contactUserType('user_type').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ...timestamps,
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text('email').notNull().unique(),
  ...timestamps,
});
