import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminBlogPost, TAdminBlogPostSummary } from '#contracts/admin-blog';
import { blogPostMessages } from '#contracts/admin-blog-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminBlogRoute from './blog.tsx';

const summary = (n: number, overrides: Partial<TAdminBlogPostSummary> = {}): TAdminBlogPostSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Article ${n}`,
  excerpt: `Extrait ${n}`,
  image: null,
  category: 'Guide',
  published: true,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  author: { id: null, name: 'Adeline Roux', avatarUrl: null },
  ...overrides,
});
const page = (items: TAdminBlogPostSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 10 });

function renderScreen(handlers: Parameters<typeof mockApi>[0], at = '/admin/blog') {
  const fetchMock = mockApi({ 'GET /api/admin/blog/categories': { body: { categories: ['Guide', 'Outils'] } }, ...handlers });
  const view = renderRoutes([{ path: '/admin/blog', element: <AdminBlogRoute /> }], at);
  return { fetchMock, ...view, user: userEvent.setup() };
}
const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/blog?'));

describe('Gestion du blog', () => {
  it('shows each article as a card: status and category badges, author, fr-FR date, excerpt', async () => {
    renderScreen({
      'GET /api/admin/blog': {
        body: page([summary(1), summary(2, { published: false, category: 'Outils', image: '/uploads/blog/a.webp' })], 12),
      },
    });
    const first = (await screen.findByRole('heading', { name: 'Article 1' })).closest('li')!;
    expect(within(first).getByText('Publié')).toBeInTheDocument();
    expect(within(first).getByText('Guide')).toBeInTheDocument();
    expect(within(first).getByText('Adeline Roux')).toBeInTheDocument();
    expect(within(first).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('Extrait 1')).toHaveClass('line-clamp-2');
    const second = screen.getByRole('heading', { name: 'Article 2' }).closest('li')!;
    expect(within(second).getByText('Brouillon')).toBeInTheDocument();
    expect(second.querySelector('img[src="/uploads/blog/a.webp"]')).not.toBeNull();
    expect(screen.getByText('Affichage de 1 à 10 sur 12 résultats')).toBeInTheDocument();
  });

  it("shows 'Aucun article trouvé' when nothing matches", async () => {
    renderScreen({ 'GET /api/admin/blog': { body: page([]) } });
    expect(await screen.findByText(blogPostMessages.empty)).toBeInTheDocument();
  });

  it('filters on the server: category from the server, status, search; filters live in the URL', async () => {
    const { fetchMock, router, user } = renderScreen({ 'GET /api/admin/blog': { body: page([summary(1)]) } }, '/admin/blog?page=2');
    await screen.findByRole('heading', { name: 'Article 1' });
    expect(listUrls(fetchMock)[0]).toBe('/api/admin/blog?page=2');
    const category = screen.getByRole('combobox', { name: 'Catégorie' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Toutes les catégories', 'Guide', 'Outils']),
    );
    await user.selectOptions(category, 'Outils');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'draft');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'reels');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/blog?q=reels&category=Outils&status=draft&page=1'));
    expect(router.state.location.search).toBe('?category=Outils&status=draft&q=reels');
  });

  it("asks 'Êtes-vous sûr de vouloir supprimer cet article ?' before deleting", async () => {
    const { fetchMock, user } = renderScreen({
      'GET /api/admin/blog': { body: page([summary(1)]) },
      'DELETE /api/admin/blog/00000000-0000-4000-8000-000000000001': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: "Supprimer l'article « Article 1 »" }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(blogPostMessages.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: "Supprimer l'article « Article 1 »" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('edits an article: its content is previewed with the public renderer (no raw HTML), saved, and the form closes', async () => {
    const post: TAdminBlogPost = { ...summary(1), content: '## Sous-titre\n\n<script>alert(1)</script>\n\nDu **gras** <img src=x onerror=alert(1)>' };
    const { fetchMock, user } = renderScreen({
      'GET /api/admin/blog': { body: page([summary(1)]) },
      [`GET /api/admin/blog/${post.id}`]: { body: { post } },
      [`PATCH /api/admin/blog/${post.id}`]: { body: { post } },
    });
    await user.click(await screen.findByRole('button', { name: "Modifier l'article « Article 1 »" }));
    const form = await screen.findByRole('form', { name: "Modifier l'article" });
    expect(within(form).getByLabelText('Titre')).toHaveValue('Article 1');
    await user.click(within(form).getByRole('tab', { name: 'Aperçu' }));
    expect(within(form).getByRole('heading', { name: 'Sous-titre' })).toBeInTheDocument();
    expect(within(form).getByText('gras').tagName).toBe('STRONG');
    expect(form.querySelector('script')).toBeNull();
    expect(form.querySelector('img[onerror]')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, `PATCH /api/admin/blog/${post.id}`)).toEqual([
      { title: 'Article 1', excerpt: 'Extrait 1', content: post.content, category: 'Guide', published: true },
    ]);
  });
});
