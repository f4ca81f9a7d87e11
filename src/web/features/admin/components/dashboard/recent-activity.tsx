import type { TAuditEntry } from '#contracts/admin';
import { auditActionLabel } from '#contracts/admin-terms';
import { formatDateTime } from '#web/lib/format.ts';

/** 'Activité récente': the newest entries of the audit log. */
export function RecentActivity({ entries }: { entries: TAuditEntry[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 font-semibold text-slate-900">Activité récente</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Aucune action d'administration pour le moment.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3 text-sm">
              <p className="break-words text-slate-900">
                <span className="font-medium">{entry.actorName}</span> {auditActionLabel(entry.action)}
                {entry.label && <> « {entry.label} »</>}
              </p>
              <p className="text-xs text-slate-500">{formatDateTime(entry.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
