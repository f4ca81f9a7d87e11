import type { TAdminDashboard } from '#contracts/admin';
import { PAYMENTS_MODE_LABELS } from '#contracts/admin-terms';
import { cn } from '#web/lib/cn.ts';

type Health = TAdminDashboard['health'];
type Check = { label: string; value: string; ok: boolean };

/** Above this round trip the database is shown as slow. */
const SLOW_DATABASE_MS = 100;

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function healthChecks(health: Health): Check[] {
  const ms = oneDecimal.format(health.databaseMs);
  return [
    { label: 'API', value: 'Opérationnelle', ok: true },
    {
      label: 'Base de données',
      value: `${health.databaseMs > SLOW_DATABASE_MS ? 'Lente' : 'Opérationnelle'} (${ms} ms)`,
      ok: health.databaseMs <= SLOW_DATABASE_MS,
    },
    { label: 'Stockage', value: health.storage === 'ok' ? 'Opérationnel' : 'Écriture impossible', ok: health.storage === 'ok' },
    {
      label: 'E-mails',
      value:
        health.mailFailures24h === 0 ? 'Aucun échec sur 24 h' : `${health.mailFailures24h} échec${health.mailFailures24h > 1 ? 's' : ''} sur 24 h`,
      ok: health.mailFailures24h === 0,
    },
    { label: 'Paiements', value: PAYMENTS_MODE_LABELS[health.payments], ok: health.payments === 'stripe' },
  ];
}

/** 'État du système': live checks made when the dashboard loads. */
export function SystemStatus({ health }: { health: Health }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 font-semibold text-slate-900">État du système</h2>
      <dl className="space-y-3 text-sm">
        {healthChecks(health).map((check) => (
          <div key={check.label} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-slate-700">
              <span className={cn('size-2 rounded-full', check.ok ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden="true" />
              {check.label}
            </dt>
            <dd className={cn('text-right font-medium', check.ok ? 'text-emerald-700' : 'text-amber-700')}>{check.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
