import { Star } from 'lucide-react';
import { ZSectorRequest, type TAdminSector } from '#contracts/admin-catalog';
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX } from '#contracts/admin-catalog-terms';
import { Card } from '#web/components/ui/card.tsx';
import type { CatalogFormConfig } from '#web/features/admin/components/catalog/catalog-editor.tsx';
import { CatalogScreen } from '#web/features/admin/components/catalog/catalog-screen.tsx';
import { RowActions } from '#web/features/admin/components/catalog/row-actions.tsx';

const form: CatalogFormConfig<'sectors', TAdminSector> = {
  schema: ZSectorRequest,
  fields: [
    { name: 'name', label: 'Nom du secteur', kind: 'text', maxLength: CATALOG_NAME_MAX, wide: true },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: CATALOG_DESCRIPTION_MAX },
    { name: 'isFeatured', label: 'Mettre en avant ce secteur', kind: 'checkbox' },
  ],
  empty: { name: '', description: '', isFeatured: false },
  fromRow: ({ name, description, isFeatured }) => ({ name, description: description ?? '', isFeatured }),
  addTitle: 'Ajouter un secteur',
  editTitle: 'Modifier le secteur',
};

/** Screen 8 "Secteurs d'activité": a grid of cards, a star on featured sectors (offered first on the home page). */
export default function AdminIndustriesRoute() {
  return (
    <CatalogScreen
      resource="sectors"
      title="Secteurs d'activité"
      addLabel="Ajouter un secteur"
      form={form}
      renderRows={(sectors, editor) => (
        <ul className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
          {sectors.map((sector) => (
            <li key={sector.id}>
              <Card className="flex h-full flex-col gap-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
                    <span className="min-w-0 break-words">{sector.name}</span>
                    {sector.isFeatured && (
                      <Star className="size-4 shrink-0 fill-amber-400 text-amber-400" role="img" aria-label="Secteur mis en avant" />
                    )}
                  </h2>
                  <RowActions name={sector.name} onEdit={() => editor.startEdit(sector)} onDelete={() => editor.askDelete(sector)} />
                </div>
                {sector.description && <p className="text-sm break-words text-slate-600">{sector.description}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
