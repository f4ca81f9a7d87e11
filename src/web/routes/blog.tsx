import { useCallback } from 'react';
import { SearchX } from 'lucide-react';
import { BLOG_EMPTY_STATE, BLOG_NOTHING_PUBLISHED } from '#contracts/blog-terms';
import { errorMessages } from '#contracts/errors-terms';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { blogPostsQueryOptions, useBlogPosts } from '#web/features/blog/api/get-blog-posts.ts';
import { BlogPostCard } from '#web/features/blog/components/blog-post-card.tsx';
import { BlogSearchBox } from '#web/features/blog/components/blog-search-box.tsx';
import { CategoryFilter } from '#web/features/blog/components/category-filter.tsx';
import { NewsletterForm } from '#web/features/blog/components/newsletter-form.tsx';
import { blogFiltersOf, useBlogFilters } from '#web/features/blog/use-blog-filters.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';

function CardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200', featured && 'md:col-span-2')}>
      <div className={cn('bg-slate-200', featured ? 'h-64' : 'h-44')} />
      <div className="space-y-3 p-6">
        <div className="h-4 w-20 rounded-full bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}

const articleCount = (count: number) => (count === 1 ? '1 article' : `${count} articles`);

export const pageQueries: PageQueries = (queryClient, { searchParams }) => [
  queryClient.prefetchQuery(blogPostsQueryOptions(blogFiltersOf(searchParams))),
];

export default function BlogRoute() {
  usePageMeta({
    title: 'Blog',
    description:
      'Tendances, guides, outils, stratégie, gestion de crise et analytics : les articles du blog CM Connect pour les community managers et leurs clients.',
  });
  const { filters, setFilter, clearFilters } = useBlogFilters();
  const { data: posts, isPending, isError, error, isPlaceholderData, refetch } = useBlogPosts(filters);
  const search = useCallback((value: string, options?: { replace?: boolean }) => setFilter('q', value, options), [setFilter]);
  const hasFilters = Boolean(filters.q || filters.category);
  const [featured, ...rest] = posts ?? [];

  return (
    <div className="space-y-10">
      <PageHero
        eyebrow="Blog"
        title="Le blog du community management"
        lead="Conseils, tendances et retours d’expérience pour réussir sur les réseaux sociaux, que vous soyez community manager ou que vous cherchiez à en recruter un."
      />

      <div className="space-y-4">
        <BlogSearchBox value={filters.q} onSearch={search} />
        <CategoryFilter value={filters.category} onChange={(category) => setFilter('category', category)} />
      </div>

      <section aria-labelledby="blog-results" aria-busy={isPending || isPlaceholderData}>
        <h2 id="blog-results" className="sr-only">
          Articles
        </h2>
        <p className="sr-only" aria-live="polite">
          {posts ? articleCount(posts.length) : ''}
        </p>
        {isError ? (
          <Alert tone="error" title={errorMessageOf(error, errorMessages.internal)}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : isPending ? (
          <div className="grid gap-6 md:grid-cols-2">
            <CardSkeleton featured />
            <CardSkeleton />
            <CardSkeleton />
          </div>
        ) : !featured ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200">
            <SearchX className="size-10 text-slate-400" aria-hidden="true" />
            <p className="text-lg font-medium text-slate-900">{hasFilters ? BLOG_EMPTY_STATE : BLOG_NOTHING_PUBLISHED}</p>
            {hasFilters && (
              <Button variant="secondary" onClick={clearFilters}>
                Voir tous les articles
              </Button>
            )}
          </div>
        ) : (
          <div className={cn('space-y-8 transition-opacity', isPlaceholderData && 'opacity-60')}>
            <BlogPostCard post={featured} featured />
            {rest.length > 0 && (
              <div className="grid gap-6 md:grid-cols-2">
                {rest.map((post) => (
                  <BlogPostCard key={post.id} post={post} />
                ))}
              </div>
            )}
          </div>
        )}
      </section>

      <NewsletterForm />
    </div>
  );
}
