import type { TSiteStatsResponse } from '#contracts/site-stats';
import { Card } from '#web/components/ui/card.tsx';
import { formatRoundedCount } from '#web/lib/format.ts';
import { formatRating } from '#contracts/profiles-terms';

/**
 * The figures worth showing (ADR 0052): counts rounded down as a marketplace shows them, the average
 * rating only once there are reviews; a figure with nothing behind it is left out.
 */
export function siteFigures(stats: TSiteStatsResponse): { value: string; label: string }[] {
  const figures = [
    { value: formatRoundedCount(stats.managers), label: 'community managers' },
    { value: formatRoundedCount(stats.companies), label: 'entreprises' },
    { value: formatRoundedCount(stats.missions), label: 'missions' },
    { value: stats.reviews > 0 && stats.averageRating !== null ? `${formatRating(stats.averageRating)}/5` : null, label: 'note moyenne' },
  ];
  return figures.filter((figure): figure is { value: string; label: string } => figure.value !== null);
}

/** 'CM Connect en chiffres': nothing at all when there is no figure to show. */
export function SiteFigures({ stats }: { stats: TSiteStatsResponse | undefined }) {
  const figures = stats ? siteFigures(stats) : [];
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="home-stats">
      <h2 id="home-stats" className="sr-only">
        CM Connect en chiffres
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="flex flex-col-reverse items-center p-6 text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-indigo-600 sm:text-4xl">{figure.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
