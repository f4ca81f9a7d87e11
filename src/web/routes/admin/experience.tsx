import { ZExperienceLevelRequest, type TAdminExperienceLevel } from '#contracts/admin-catalog';
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, CATALOG_YEARS_MAX, experienceRangeLabel } from '#contracts/admin-catalog-terms';
import type { CatalogFormConfig } from '#web/features/admin/components/catalog/catalog-editor.tsx';
import { CatalogScreen, catalogTable } from '#web/features/admin/components/catalog/catalog-screen.tsx';

const form: CatalogFormConfig<'experience-levels', TAdminExperienceLevel> = {
  schema: ZExperienceLevelRequest,
  fields: [
    { name: 'name', label: 'Nom', kind: 'text', maxLength: CATALOG_NAME_MAX, wide: true },
    { name: 'minYears', label: "Années d'expérience minimum", kind: 'number', max: CATALOG_YEARS_MAX },
    { name: 'maxYears', label: "Années d'expérience maximum", kind: 'number', max: CATALOG_YEARS_MAX, hint: 'Laisser vide pour « et plus »' },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: CATALOG_DESCRIPTION_MAX },
  ],
  empty: { name: '', minYears: 0, maxYears: null, description: '' },
  fromRow: ({ name, minYears, maxYears, description }) => ({ name, minYears, maxYears, description: description ?? '' }),
  addTitle: 'Ajouter un niveau',
  editTitle: 'Modifier le niveau',
};

const rows = catalogTable<TAdminExperienceLevel>("Niveaux d'expérience", [
  { header: 'Nom', cell: (row) => row.name, className: 'px-4 py-3 font-medium text-slate-900' },
  { header: 'Expérience', cell: (row) => experienceRangeLabel(row.minYears, row.maxYears), className: 'px-4 py-3 whitespace-nowrap text-slate-700' },
  { header: 'Description', cell: (row) => row.description, className: 'px-4 py-3 text-slate-600' },
]);

/** Screen 6 "Niveaux d'expérience", by minimum years ('min - max ans', 'min+ ans'). */
export default function AdminExperienceRoute() {
  return <CatalogScreen resource="experience-levels" title="Niveaux d'expérience" addLabel="Ajouter un niveau" form={form} renderRows={rows} />;
}
