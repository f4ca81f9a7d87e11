import { Plus } from 'lucide-react';
import { ZSkillCategoryRequest, type TAdminSkillCategory } from '#contracts/admin-catalog';
import { CATALOG_NAME_MAX } from '#contracts/admin-catalog-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSkillCategories } from '../../api/get-skill-categories.ts';
import { listLoadError } from '../list-panel.tsx';
import { CatalogEditor, type CatalogFormConfig } from './catalog-editor.tsx';
import { CatalogTable } from './catalog-table.tsx';
import { useCatalogEditor } from './use-catalog-editor.ts';

const form: CatalogFormConfig<'skill-categories', TAdminSkillCategory> = {
  schema: ZSkillCategoryRequest,
  fields: [{ name: 'name', label: 'Nom de la catégorie', kind: 'text', maxLength: CATALOG_NAME_MAX }],
  empty: { name: '' },
  fromRow: ({ name }) => ({ name }),
  addTitle: 'Ajouter une catégorie',
  editTitle: 'Modifier la catégorie',
};

/** The skill categories (skill_categories, by name) with their number of skills; a category holding skills is not deleted. */
export function SkillCategoriesPanel() {
  const categories = useSkillCategories();
  const editor = useCatalogEditor<'skill-categories', TAdminSkillCategory>('skill-categories');
  return (
    <section aria-labelledby="skill-categories-title" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="skill-categories-title" className="text-lg font-semibold text-slate-900">
          Catégories de compétences
        </h2>
        <Button variant="secondary" onClick={editor.startAdd}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une catégorie
        </Button>
      </div>
      <CatalogEditor editor={editor} form={form} />
      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <Alert tone="error">{listLoadError(categories.error, editor.texts.loadFailed)}</Alert>
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-slate-600">{editor.texts.emptyTitle}</p>
      ) : (
        <Card className="overflow-hidden">
          <CatalogTable
            caption="Catégories de compétences"
            columns={[
              { header: 'Nom', cell: (row) => row.name, className: 'px-4 py-3 font-medium text-slate-900' },
              { header: 'Compétences', cell: (row) => row.skillCount },
            ]}
            rows={categories.data}
            nameOf={(row) => row.name}
            onEdit={editor.startEdit}
            onDelete={editor.askDelete}
          />
        </Card>
      )}
    </section>
  );
}
