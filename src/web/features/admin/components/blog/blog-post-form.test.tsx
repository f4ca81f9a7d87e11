import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminBlogPost } from '#contracts/admin-blog';
import { blogImageMessages, blogPostMessages } from '#contracts/admin-blog-terms';
import { ApiError } from '#web/lib/api-client.ts';
import { BlogImageUploadError, type SaveBlogPostInput } from '../../api/save-admin-blog-post.ts';
import { BlogPostForm } from './blog-post-form.tsx';

const POST: TAdminBlogPost = {
  id: '7d7e1f5e-1c1a-4f3e-9d55-3b9f1b2f0a11',
  title: 'Réussir ses Reels',
  excerpt: 'Les formats qui marchent',
  content: '## Introduction\n\nDu **texte**.',
  image: '/uploads/blog/ancienne.webp',
  category: 'Tendances',
  published: true,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  author: { id: null, name: 'Adeline', avatarUrl: null },
};

/** A stand-in for the public renderer: marks its output so the test sees it was used. */
const renderMarkdown = (markdown: string) => <div data-testid="rendered">{`rendu: ${markdown}`}</div>;
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const shownImage = () => screen.queryByAltText("Aperçu de l'image");

function renderForm(post?: TAdminBlogPost, onSave = vi.fn<(input: SaveBlogPostInput) => Promise<unknown>>().mockResolvedValue(undefined)) {
  const onCancel = vi.fn();
  render(<BlogPostForm post={post} categories={['Astuces']} onSave={onSave} onCancel={onCancel} renderMarkdown={renderMarkdown} />);
  return { onSave, onCancel, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apercu'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the article form', () => {
  it('shows the required messages and saves nothing', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    for (const message of Object.values({
      title: blogPostMessages.titleRequired,
      excerpt: blogPostMessages.excerptRequired,
      content: blogPostMessages.contentRequired,
      category: blogPostMessages.categoryRequired,
    })) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a new article as a draft unless "Publier l\'article" is checked, with rows 3 and 10', async () => {
    const { onSave, user } = renderForm();
    expect(screen.getByLabelText('Extrait')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Contenu')).toHaveAttribute('rows', '10');
    expect(screen.getByLabelText("Publier l'article")).not.toBeChecked();
    await user.type(screen.getByLabelText('Titre'), 'Un titre');
    await user.type(screen.getByLabelText('Extrait'), 'Un extrait');
    await user.type(screen.getByLabelText('Contenu'), 'Du contenu');
    await user.type(screen.getByLabelText('Catégorie'), 'Guide');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      id: null,
      data: { title: 'Un titre', excerpt: 'Un extrait', content: 'Du contenu', category: 'Guide', published: false },
      image: { kind: 'keep' },
    });
  });

  it('previews the content as the public blog renders it, and goes back to writing', async () => {
    const { user } = renderForm(POST);
    await user.type(screen.getByLabelText('Contenu'), '\n\nSuite');
    await user.click(screen.getByRole('tab', { name: 'Aperçu' }));
    expect(screen.getByTestId('rendered')).toHaveTextContent(`rendu: ${POST.content}\n\nSuite`.replace(/\s+/g, ' '));
    expect(screen.queryByLabelText('Contenu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Écrire' }));
    expect(screen.getByLabelText('Contenu')).toHaveValue(`${POST.content}\n\nSuite`);
  });

  it('removes the saved image: the preview goes and saving asks for its removal', async () => {
    const { onSave, user } = renderForm(POST);
    expect(shownImage()).toHaveAttribute('src', POST.image);
    await user.click(screen.getByRole('button', { name: "Supprimer l'image" }));
    expect(shownImage()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ id: POST.id, image: { kind: 'remove' } });
  });

  it('previews a chosen image before saving, and removing it returns to no image', async () => {
    const { onSave, user } = renderForm();
    const chosen = file('couverture.png', 'image/png');
    await user.upload(screen.getByLabelText('Choisir une image'), chosen);
    expect(shownImage()).toHaveAttribute('src', 'blob:apercu');
    await user.click(screen.getByRole('button', { name: "Supprimer l'image" }));
    expect(shownImage()).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choisir une image'), chosen);
    await user.type(screen.getByLabelText('Titre'), 'T');
    await user.type(screen.getByLabelText('Extrait'), 'E');
    await user.type(screen.getByLabelText('Contenu'), 'C');
    await user.type(screen.getByLabelText('Catégorie'), 'Guide');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].image).toEqual({ kind: 'upload', file: chosen });
  });

  it.each([
    ['a PDF', file('cv.pdf', 'application/pdf'), blogImageMessages.notAnImage],
    ['a 6 MB image', file('grande.jpg', 'image/jpeg', 6 * 1024 * 1024), blogImageMessages.tooLarge],
  ])('refuses %s before sending it', async (_name, refused, message) => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Choisir une image'), refused);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(shownImage()).not.toBeInTheDocument();
  });

  it("says 'Error uploading image. Please try again.' when the image fails, and the next try updates the saved article", async () => {
    const saved = { ...POST, image: null, published: false };
    const onSave = vi
      .fn<(input: SaveBlogPostInput) => Promise<unknown>>()
      .mockRejectedValueOnce(new BlogImageUploadError(saved, new ApiError(400, 'VALIDATION_ERROR', blogImageMessages.notAnImage)))
      .mockResolvedValueOnce(undefined);
    const { user } = renderForm(undefined, onSave);
    await user.upload(screen.getByLabelText('Choisir une image'), file('photo.png', 'image/png'));
    await user.type(screen.getByLabelText('Titre'), 'T');
    await user.type(screen.getByLabelText('Extrait'), 'E');
    await user.type(screen.getByLabelText('Contenu'), 'C');
    await user.type(screen.getByLabelText('Catégorie'), 'Guide');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(blogImageMessages.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(blogImageMessages.notAnImage)).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', 'blob:apercu');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ id: saved.id, image: { kind: 'upload' } });
  });

  it("shows the server's field messages under their fields", async () => {
    const onSave = vi.fn<(input: SaveBlogPostInput) => Promise<unknown>>().mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'Ce champ ne peut pas dépasser 200 caractères.', {
        title: 'Ce champ ne peut pas dépasser 200 caractères.',
      }),
    );
    const { user } = renderForm(POST, onSave);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ ne peut pas dépasser 200 caractères.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
  });
});
