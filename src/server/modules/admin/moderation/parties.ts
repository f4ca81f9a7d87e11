import type { profiles } from '#server/modules/profiles/read-model';

/** Id, name and avatar of a member a moderated row links (an aliased profiles table: reviewer, sender…). */
export const memberColumns = (table: typeof profiles) => ({ id: table.id, fullName: table.fullName, avatarUrl: table.avatarUrl });

/** The total of a COUNT(*) read. */
export const toTotal = (rows: { total: number }[]) => Number(rows[0]?.total ?? 0);
