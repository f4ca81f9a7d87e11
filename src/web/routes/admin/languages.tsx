import { ZLanguageRequest, type TAdminLanguage } from '#contracts/admin-catalog';
import { CATALOG_NAME_MAX, LANGUAGE_CODE_LENGTH, catalogMessages } from '#contracts/admin-catalog-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import type { CatalogFormConfig } from '#web/features/admin/components/catalog/catalog-editor.tsx';
import { CatalogScreen, catalogTable } from '#web/features/admin/components/catalog/catalog-screen.tsx';

const form: CatalogFormConfig<'languages', TAdminLanguage> = {
  schema: ZLanguageRequest,
  fields: [
    { name: 'code', label: 'Code (ISO)', kind: 'code', maxLength: LANGUAGE_CODE_LENGTH, hint: catalogMessages.codeHint },
    { name: 'name', label: 'Nom (en anglais)', kind: 'text', maxLength: CATALOG_NAME_MAX },
    { name: 'nativeName', label: 'Nom natif', kind: 'text', maxLength: CATALOG_NAME_MAX },
    { name: 'isActive', label: 'Langue active', kind: 'checkbox' },
  ],
  empty: { code: '', name: '', nativeName: '', isActive: true },
  fromRow: ({ code, name, nativeName, isActive }) => ({ code, name, nativeName, isActive }),
  addTitle: 'Ajouter une langue',
  editTitle: 'Modifier la langue',
};

const rows = catalogTable<TAdminLanguage>('Langues', [
  { header: 'Code', cell: (row) => row.code, className: 'px-4 py-3 font-mono font-semibold text-slate-900' },
  { header: 'Nom', cell: (row) => row.name },
  { header: 'Nom natif', cell: (row) => row.nativeName },
  { header: 'Statut', cell: (row) => (row.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>) },
]);

/** Screen 9 'Langues', by name: an inactive language is no longer offered to members. */
export default function AdminLanguagesRoute() {
  return <CatalogScreen resource="languages" title="Langues" addLabel="Ajouter une langue" form={form} renderRows={rows} />;
}
