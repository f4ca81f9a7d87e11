import { Plus, Star } from 'lucide-react';
import { ZSkillRequest, type TAdminSkill } from '#contracts/admin-catalog';
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, SKILL_CATEGORY_NONE, categoryLabel } from '#contracts/admin-catalog-terms';
import { UNCATEGORISED_SKILL } from '#contracts/catalog-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCatalogPage } from '#web/features/admin/api/get-catalog-page.ts';
import { useSkillCategories } from '#web/features/admin/api/get-skill-categories.ts';
import { CatalogEditor, type CatalogFormConfig } from '#web/features/admin/components/catalog/catalog-editor.tsx';
import { catalogEmpty } from '#web/features/admin/components/catalog/catalog-screen.tsx';
import { CatalogTable, type CatalogColumn } from '#web/features/admin/components/catalog/catalog-table.tsx';
import { SkillCategoriesPanel } from '#web/features/admin/components/catalog/skill-categories-panel.tsx';
import { useCatalogEditor } from '#web/features/admin/components/catalog/use-catalog-editor.ts';
import { FilterSelect, ListFilters } from '#web/features/admin/components/list-filters.tsx';
import { ListPanel } from '#web/features/admin/components/list-panel.tsx';
import { ListSearch } from '#web/features/admin/components/list-search.tsx';
import { useListParams } from '#web/features/admin/hooks/use-list-params.ts';

const FILTERS = { q: '', category: '' };

const columns: CatalogColumn<TAdminSkill>[] = [
  {
    header: 'Nom',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (row) => (
      <span className="inline-flex items-center gap-1.5">
        {row.name}
        {row.isFeatured && <Star className="size-4 fill-amber-400 text-amber-400" role="img" aria-label="Compétence mise en avant" />}
      </span>
    ),
  },
  { header: 'Catégorie', cell: (row) => categoryLabel(row.category) },
  { header: 'Description', cell: (row) => row.description, className: 'px-4 py-3 text-slate-600' },
];

/** Screen 5 'Gestion des compétences': search (name, description), category filter, pages of 10 by name; the categories below. */
export default function AdminSkillsRoute() {
  const { values, page, setValues, setPage, apiQuery } = useListParams(FILTERS);
  const list = useCatalogPage('skills', apiQuery);
  const categories = useSkillCategories();
  const editor = useCatalogEditor<'skills', TAdminSkill>('skills');
  const options = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));

  const form: CatalogFormConfig<'skills', TAdminSkill> = {
    schema: ZSkillRequest,
    fields: [
      { name: 'name', label: 'Nom', kind: 'text', maxLength: CATALOG_NAME_MAX },
      { name: 'categoryId', label: 'Catégorie', kind: 'select', emptyLabel: UNCATEGORISED_SKILL, options },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: CATALOG_DESCRIPTION_MAX },
      { name: 'isFeatured', label: 'Mettre en avant cette compétence', kind: 'checkbox' },
    ],
    empty: { name: '', categoryId: null, description: '', isFeatured: false },
    fromRow: ({ name, category, description, isFeatured }) => ({
      name,
      categoryId: category?.id ?? null,
      description: description ?? '',
      isFeatured,
    }),
    addTitle: 'Ajouter une compétence',
    editTitle: 'Modifier la compétence',
  };

  return (
    <PageShell title="Gestion des compétences">
      <div className="flex justify-end">
        <Button onClick={editor.startAdd} disabled={categories.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une compétence
        </Button>
      </div>
      <ListFilters>
        <ListSearch label="Rechercher" placeholder="Rechercher une compétence..." value={values.q} onSearch={(q) => setValues({ q })} />
        <FilterSelect
          label="Catégorie"
          value={values.category}
          options={[{ value: '', label: 'Toutes les catégories' }, ...options, { value: SKILL_CATEGORY_NONE, label: UNCATEGORISED_SKILL }]}
          onChange={(category) => setValues({ category })}
        />
      </ListFilters>
      <CatalogEditor editor={editor} form={form} />
      <ListPanel query={list} loadError={editor.texts.loadFailed} empty={catalogEmpty(editor.texts)} page={page} onPage={setPage}>
        {(rows) => (
          <CatalogTable
            caption="Compétences"
            columns={columns}
            rows={rows}
            nameOf={(row) => row.name}
            onEdit={editor.startEdit}
            onDelete={editor.askDelete}
          />
        )}
      </ListPanel>
      <SkillCategoriesPanel />
    </PageShell>
  );
}
