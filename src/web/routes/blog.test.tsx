import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLOG_EMPTY_STATE, BLOG_NOTHING_PUBLISHED } from '#contracts/blog-terms';
import { newsletterMessages } from '#contracts/contact-terms';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import BlogRoute from './blog.tsx';

const author = { id: null, name: "L'équipe CM Connect", avatarUrl: null };
const post = (n: number, category: string, title: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  excerpt: `Résumé de ${title}`,
  image: null,
  category,
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  readTimeMinutes: n + 2,
  author,
});
const posts = [
  post(9, 'Tendances', 'Les tendances social media 2026'),
  post(5, 'Guide', 'Devenir community manager freelance'),
  post(3, 'Outils', 'Les meilleurs outils de planification'),
];

function renderBlog(initialEntry = '/blog', replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({
    'GET /api/blog': { body: { posts } },
    ...replies,
  });
  const view = renderRoutes(
    [
      { path: '/blog', Component: BlogRoute },
      { path: '/blog/:id', Component: () => <p>Article</p> },
    ],
    initialEntry,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The query strings the list was fetched with. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/blog')
    .map((url) => url.search);

describe('blog page', () => {
  it('features the newest article, then a grid of the others, each with its byline', async () => {
    renderBlog();

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(within(articles[0]!).getByText('À la une')).toBeInTheDocument();
    expect(
      within(articles[0]!).getByRole('link', {
        name: 'Les tendances social media 2026',
      }),
    ).toHaveAttribute('href', '/blog/00000000-0000-4000-8000-000000000009');
    expect(within(articles[1]!).queryByText('À la une')).not.toBeInTheDocument();
    expect(within(articles[1]!).getByText('Guide')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('05/11/2026')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('7 min de lecture')).toBeInTheDocument();
    expect(within(articles[1]!).getByText("L'équipe CM Connect")).toBeInTheDocument();
    expect(document.title).toBe('Blog — CM Connect');
  });

  it('reads the search and the category from the URL', async () => {
    const { fetchMock } = renderBlog('/blog?q=tiktok&category=Guide');

    await screen.findAllByRole('article');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('tiktok');
    const categories = screen.getByRole('group', {
      name: 'Filtrer par catégorie',
    });
    expect(within(categories).getByRole('button', { name: 'Guide' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'false');
    expect(listQueries(fetchMock)).toEqual(['?q=tiktok&category=Guide']);
  });

  it('puts the search in the URL once typing pauses, combined with the category', async () => {
    const { fetchMock, router, user } = renderBlog('/blog?category=Outils');
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'planif');

    await waitFor(() => expect(router.state.location.search).toBe('?category=Outils&q=planif'));
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?q=planif&category=Outils'));
    // One request for the pause, not one per keystroke.
    expect(listQueries(fetchMock)).toEqual(['?category=Outils', '?q=planif&category=Outils']);
  });

  it('filters by category through the URL, and "Tous" removes the filter', async () => {
    const { router, user } = renderBlog('/blog?q=social');
    await screen.findAllByRole('article');
    const categories = screen.getByRole('group', {
      name: 'Filtrer par catégorie',
    });

    expect(
      within(categories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tous', 'Tendances', 'Guide', 'Outils', 'Stratégie', 'Crisis Management', 'Analytics']);
    await user.click(within(categories).getByRole('button', { name: 'Crisis Management' }));
    expect(router.state.location.search).toBe('?q=social&category=Crisis+Management');
    expect(within(categories).getByRole('button', { name: 'Crisis Management' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(categories).getByRole('button', { name: 'Tous' }));
    expect(router.state.location.search).toBe('?q=social');
  });

  it('follows the URL when going back', async () => {
    const { router } = renderBlog('/blog?q=outils');
    await screen.findAllByRole('article');

    await act(() => router.navigate('/blog?q=crise'));
    expect(screen.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('crise');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('outils');
  });

  it('says so when nothing matches, and offers to see every article', async () => {
    const { router, user } = renderBlog('/blog?q=introuvable', {
      'GET /api/blog': { body: { posts: [] } },
    });

    expect(await screen.findByText(BLOG_EMPTY_STATE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir tous les articles' }));
    expect(router.state.location.search).toBe('');
  });

  it('says nothing is published yet, not that a search found nothing, before the first article', async () => {
    renderBlog('/blog', { 'GET /api/blog': { body: { posts: [] } } });
    expect(await screen.findByText(BLOG_NOTHING_PUBLISHED)).toBeInTheDocument();
    expect(screen.queryByText(BLOG_EMPTY_STATE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir tous les articles' })).not.toBeInTheDocument();
  });
});

describe('newsletter', () => {
  async function subscribe(reply: MockReply, email = 'lea@example.fr') {
    const view = renderBlog('/blog', { 'POST /api/newsletter': reply });
    // The form's code loads apart from the page.
    await view.user.type(await screen.findByRole('textbox', { name: 'Votre adresse email' }), email);
    await view.user.click(screen.getByRole('button', { name: "S'inscrire" }));
    return view;
  }

  it('subscribes and shows the server’s message', async () => {
    const { fetchMock } = await subscribe({
      body: {
        message: newsletterMessages.subscribed,
        alreadySubscribed: false,
      },
    });

    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre adresse email' })).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST /api/newsletter')).toEqual([{ email: 'lea@example.fr' }]);
  });

  it('answers politely when the address is already subscribed', async () => {
    await subscribe({
      body: {
        message: newsletterMessages.alreadySubscribed,
        alreadySubscribed: true,
      },
    });

    expect(await screen.findByText(newsletterMessages.alreadySubscribed)).toBeInTheDocument();
  });

  it('refuses an invalid address without calling the server', async () => {
    const { fetchMock } = await subscribe({ body: {} }, 'lea@');

    expect(await screen.findByText(newsletterMessages.email)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/newsletter')).toEqual([]);
  });
});
