import type { TAdminSettings, TAdminSettingsRequest } from '#contracts/admin-settings';
import { adminSettingsFieldLabels } from '#contracts/admin-settings-terms';
import type { Db, DbOrTx } from '#server/db/index';
import { readSettings, writeSettings, type SiteSettings } from '#server/modules/settings/index';
import { changedFields, recordAudit } from '../audit.ts';

function toResponse({ updatedAt, ...values }: SiteSettings): TAdminSettings {
  return { ...values, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The edited fields only (no timestamps), as the audit entry compares them. */
const editable = ({ updatedAt: _updatedAt, ...values }: SiteSettings): TAdminSettingsRequest => values;

export async function getAdminSettings(db: DbOrTx): Promise<TAdminSettings> {
  return toResponse(await readSettings(db));
}

/**
 * Saves the whole settings record and its audit entry (`settings.update` with the changed
 * fields) in one transaction; a save that changes nothing writes nothing. The caller drops the
 * cached copy once this has committed (other instances drop theirs on the NOTIFY).
 */
export async function updateAdminSettings(db: Db, actorId: string, input: TAdminSettingsRequest): Promise<TAdminSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, { forUpdate: true });
    const changes = changedFields(editable(before), input);
    if (Object.keys(changes).length === 0) return toResponse(before);
    const after = await writeSettings(tx, input);
    await recordAudit(tx, actorId, {
      action: 'settings.update',
      entity: 'settings',
      entityId: '1',
      // 'a modifié les paramètres « Mode maintenance, Nom du site »': which settings changed.
      label: Object.keys(changes)
        .map((field) => adminSettingsFieldLabels[field as keyof TAdminSettingsRequest])
        .join(', '),
      changes,
    });
    return toResponse(after);
  });
}
