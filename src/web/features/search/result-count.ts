import type { TSearchType } from '#contracts/search-terms';
import { formatCount } from '#web/lib/format.ts';

/** The count above the results: exact, or 'Plus de 1 000 …' when the search stopped counting. */
export function resultCount(type: TSearchType, { total, totalIsLowerBound }: { total: number; totalIsLowerBound?: true }) {
  const count = totalIsLowerBound ? `Plus de ${formatCount(total)}` : formatCount(total);
  const many = count !== '1' || totalIsLowerBound;
  if (type === 'managers') return many ? `${count} community managers trouvés` : '1 community manager trouvé';
  return many ? `${count} missions trouvées` : '1 mission trouvée';
}
