import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZExperienceLevelRequest, ZLanguageRequest } from '#contracts/admin-catalog';
import { catalogMessages } from '#contracts/admin-catalog-terms';
import { ApiError } from '#web/lib/api-client.ts';
import { CatalogForm, type CatalogField } from './catalog-form.tsx';

const languageFields: CatalogField[] = [
  { name: 'code', label: 'Code (ISO)', kind: 'code', maxLength: 2, hint: catalogMessages.codeHint },
  { name: 'name', label: 'Nom (en anglais)', kind: 'text', maxLength: 100 },
  { name: 'nativeName', label: 'Nom natif', kind: 'text', maxLength: 100 },
  { name: 'isActive', label: 'Langue active', kind: 'checkbox' },
];
const emptyLanguage = { code: '', name: '', nativeName: '', isActive: true };

describe('CatalogForm', () => {
  it('add mode: forces the code to lowercase as it is typed and sends the parsed values', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <CatalogForm
        schema={ZLanguageRequest}
        fields={languageFields}
        defaultValues={emptyLanguage}
        mode="add"
        title="Ajouter une langue"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Code ISO à 2 lettres (ex: fr, en)')).toBeInTheDocument();
    const code = screen.getByLabelText('Code (ISO)');
    await userEvent.type(code, 'SV');
    expect(code).toHaveValue('sv');
    await userEvent.type(screen.getByLabelText('Nom (en anglais)'), 'Swedish');
    await userEvent.type(screen.getByLabelText('Nom natif'), 'Svenska');
    await userEvent.click(screen.getByLabelText('Langue active'));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'sv', name: 'Swedish', nativeName: 'Svenska', isActive: false });
  });

  it('shows the rules of the contract in French and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <CatalogForm
        schema={ZLanguageRequest}
        fields={languageFields}
        defaultValues={emptyLanguage}
        mode="add"
        title="Ajouter une langue"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText('Code (ISO)'), 'f1');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(catalogMessages.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(catalogMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(catalogMessages.nativeNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edit mode: starts from the row, 'Mettre à jour', refuses max < min, empty max means 'et plus'", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onCancel = vi.fn();
    render(
      <CatalogForm
        schema={ZExperienceLevelRequest}
        fields={[
          { name: 'name', label: 'Nom', kind: 'text', maxLength: 100 },
          { name: 'minYears', label: 'Minimum', kind: 'number', max: 60 },
          { name: 'maxYears', label: 'Maximum', kind: 'number', max: 60 },
          { name: 'description', label: 'Description', kind: 'textarea', maxLength: 1000 },
        ]}
        defaultValues={{ name: 'Confirmé', minYears: 3, maxYears: 5, description: '' }}
        mode="edit"
        title="Modifier le niveau"
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByLabelText('Nom')).toHaveValue('Confirmé');
    expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Maximum'));
    await userEvent.type(screen.getByLabelText('Maximum'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText(catalogMessages.yearsOrder)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Maximum'));
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Confirmé', minYears: 3, maxYears: null, description: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("puts the server's field messages under their fields", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, 'VALIDATION_ERROR', 'x', { code: catalogMessages.codeFormat }));
    render(
      <CatalogForm
        schema={ZLanguageRequest}
        fields={languageFields}
        defaultValues={{ code: 'fr', name: 'French', nativeName: 'Français', isActive: true }}
        mode="edit"
        title="Modifier la langue"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText(catalogMessages.codeFormat)).toBeInTheDocument();
  });
});
