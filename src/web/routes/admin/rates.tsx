import { ZRateRangeRequest, type TAdminRateRange } from '#contracts/admin-catalog';
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, CATALOG_RATE_MAX } from '#contracts/admin-catalog-terms';
import { formatHourlyRate } from '#web/lib/format.ts';
import type { CatalogFormConfig } from '#web/features/admin/components/catalog/catalog-editor.tsx';
import { CatalogScreen, catalogTable } from '#web/features/admin/components/catalog/catalog-screen.tsx';

const form: CatalogFormConfig<'rate-ranges', TAdminRateRange> = {
  schema: ZRateRangeRequest,
  fields: [
    { name: 'name', label: 'Nom', kind: 'text', maxLength: CATALOG_NAME_MAX, wide: true },
    { name: 'minRate', label: 'Tarif minimum (€/h)', kind: 'number', max: CATALOG_RATE_MAX },
    { name: 'maxRate', label: 'Tarif maximum (€/h)', kind: 'number', max: CATALOG_RATE_MAX, hint: 'Laisser vide pour « et plus »' },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: CATALOG_DESCRIPTION_MAX },
  ],
  empty: { name: '', minRate: 0, maxRate: null, description: '' },
  fromRow: ({ name, minRate, maxRate, description }) => ({ name, minRate, maxRate, description: description ?? '' }),
  addTitle: 'Ajouter une fourchette',
  editTitle: 'Modifier la fourchette',
};

const rows = catalogTable<TAdminRateRange>('Fourchettes de tarifs', [
  { header: 'Nom', cell: (row) => row.name, className: 'px-4 py-3 font-medium text-slate-900' },
  { header: 'Tarif horaire', cell: (row) => formatHourlyRate(row.minRate, row.maxRate), className: 'px-4 py-3 whitespace-nowrap text-slate-700' },
  { header: 'Description', cell: (row) => row.description, className: 'px-4 py-3 text-slate-600' },
]);

/** Screen 7 'Fourchettes de tarifs', by minimum rate ('30 – 50 €/h', 'à partir de 80 €/h'). */
export default function AdminRatesRoute() {
  return <CatalogScreen resource="rate-ranges" title="Fourchettes de tarifs" addLabel="Ajouter une fourchette" form={form} renderRows={rows} />;
}
