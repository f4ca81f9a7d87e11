import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import BlogArticleRoute from './blog-article.tsx';

const id = '00000000-0000-4000-8000-000000000001';

const content = [
  '# Titre dans le contenu',
  '',
  'Un paragraphe avec **du gras** et un [lien externe](https://example.org/guide), un [lien interne](/search?type=jobs) et un [piège](javascript:alert(1)).',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '## Une section',
  '',
  '- premier point',
  '- second point',
].join('\n');

const article = {
  id,
  title: 'Gérer une crise sur les réseaux sociaux',
  excerpt: 'Les bons réflexes des premières heures.',
  image: null,
  category: 'Crisis Management',
  createdAt: '2026-10-12T08:00:00.000Z',
  readTimeMinutes: 5,
  author: { id: null, name: 'Léa Durand', avatarUrl: null },
  content,
};

function renderArticle(reply: MockReply) {
  mockApi({ [`GET /api/blog/${id}`]: reply });
  return renderRoutes(
    [
      { path: '/blog/:id', Component: BlogArticleRoute },
      { path: '/blog', Component: () => <p>Liste</p> },
    ],
    `/blog/${id}`,
  );
}

describe('blog article', () => {
  it('shows the article with its category, author, date and reading time', async () => {
    renderArticle({ body: { post: article } });

    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Crisis Management')).toBeInTheDocument();
    expect(screen.getByText('Léa Durand')).toBeInTheDocument();
    expect(screen.getByText('12/10/2026')).toBeInTheDocument();
    expect(screen.getByText('5 min de lecture')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Retour au blog' })[0]).toHaveAttribute('href', '/blog');
    expect(document.title).toBe(`${article.title} — CM Connect`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', article.excerpt);
  });

  it('renders the Markdown as elements and never inserts its raw HTML', async () => {
    const { container } = renderArticle({ body: { post: article } });
    await screen.findByRole('heading', { level: 1, name: article.title });
    // The Markdown renderer loads apart from the page (ADR 0031).
    expect(await screen.findByRole('heading', { level: 2, name: 'Titre dans le contenu' })).toBeInTheDocument();

    // The content's own "# title" does not compete with the page's h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Une section' })).toBeInTheDocument();
    expect(screen.getByText('du gras').tagName).toBe('STRONG');
    expect(screen.getByText('premier point').tagName).toBe('LI');

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    const external = screen.getByRole('link', { name: 'lien externe' });
    expect(external).toHaveAttribute('href', 'https://example.org/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener noreferrer'));
    expect(screen.getByRole('link', { name: 'lien interne' })).toHaveAttribute('href', '/search?type=jobs');
    expect(screen.getByText('piège').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('says "Article introuvable" with a link back to the blog', async () => {
    renderArticle({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: BLOG_NOT_FOUND } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: BLOG_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/blog');
  });
});
