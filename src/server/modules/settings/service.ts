import { eq, sql } from 'drizzle-orm';
import { SESSION_TIMEOUT_DEFAULT } from '#contracts/admin-settings-terms';
import { DEFAULT_SITE_LANGUAGE, DEFAULT_SITE_NAME, SITE_LANGUAGES, type TSiteLanguage } from '#contracts/site-terms';
import { type DbOrTx, settings } from '#server/db/index';

/** The admin settings as the rest of the server reads them. */
export type SiteSettings = {
  siteName: string;
  contactEmail: string;
  defaultLanguage: TSiteLanguage;
  twoFactorEnabled: boolean;
  /** Minutes a session may stay idle before it ends. */
  sessionTimeout: number;
  maintenanceMode: boolean;
  /** The seller's legal mentions printed on receipts (empty: not printed). */
  legalName: string;
  siret: string;
  legalAddress: string;
  vatNumber: string;
  updatedAt: Date | null;
};

/** The settings row's column defaults: what a database without the row (tests, a fresh start) means. */
export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  contactEmail: 'contact@cmconnect.fr',
  defaultLanguage: DEFAULT_SITE_LANGUAGE,
  twoFactorEnabled: false,
  sessionTimeout: SESSION_TIMEOUT_DEFAULT,
  maintenanceMode: false,
  legalName: '',
  siret: '',
  legalAddress: '',
  vatNumber: '',
  updatedAt: null,
};

/** The NOTIFY channel a settings change is announced on (every instance drops its cached copy). */
export const SETTINGS_CHANNEL = 'settings_changed';

const asLanguage = (value: string): TSiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(value) ? (value as TSiteLanguage) : DEFAULT_SITE_LANGUAGE;

/**
 * The single settings row (id 1), or the defaults when it does not exist yet. `forUpdate` locks
 * the row until the transaction ends (a save reads it, then writes it).
 */
export async function readSettings(db: DbOrTx, { forUpdate = false } = {}): Promise<SiteSettings> {
  const query = db.select().from(settings).where(eq(settings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return DEFAULT_SETTINGS;
  return {
    siteName: row.siteName,
    contactEmail: row.contactEmail,
    defaultLanguage: asLanguage(row.defaultLanguage),
    twoFactorEnabled: row.twoFactorEnabled,
    sessionTimeout: row.sessionTimeout,
    maintenanceMode: row.maintenanceMode,
    legalName: row.legalName,
    siret: row.siret,
    legalAddress: row.legalAddress,
    vatNumber: row.vatNumber,
    updatedAt: row.updatedAt,
  };
}

/** Writes the whole record (inserting the row if missing) and announces the change on commit. */
export async function writeSettings(tx: DbOrTx, values: Omit<SiteSettings, 'updatedAt'>): Promise<SiteSettings> {
  const now = new Date();
  await tx
    .insert(settings)
    .values({ id: 1, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: now } });
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
  return { ...values, updatedAt: now };
}
