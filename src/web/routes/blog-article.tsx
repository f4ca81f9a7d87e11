import { ArrowLeft, FileQuestion } from 'lucide-react';
import { ReportNoticeButton } from '#web/components/report-notice/report-notice-button.tsx';
import { useParams } from 'react-router';
import type { TBlogPost } from '#contracts/blog';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import { errorMessages } from '#contracts/errors-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { blogPostQueryOptions, useBlogPost } from '#web/features/blog/api/get-blog-post.ts';
import { CategoryBadge } from '#web/features/blog/components/category-badge.tsx';
import { LazyMarkdownContent } from '#web/features/blog/components/lazy-markdown-content.tsx';
import { NewsletterForm } from '#web/features/blog/components/newsletter-form.tsx';
import { PostByline } from '#web/features/blog/components/post-byline.tsx';
import { PostCover } from '#web/features/blog/components/post-cover.tsx';
import { errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

const BackToBlog = () => (
  <TextLink to={paths.blog} className="inline-flex items-center gap-1.5 no-underline">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Retour au blog
  </TextLink>
);

function ArticleNotFound() {
  usePageMeta({
    title: BLOG_NOT_FOUND,
    description: "Cet article n'existe pas ou n'est plus publié.",
  });
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <FileQuestion className="size-12 text-indigo-500" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{BLOG_NOT_FOUND}</h1>
      <p className="mt-3 text-slate-600">Cet article n'existe pas ou n'est plus publié.</p>
      <ButtonLink to={paths.blog} className="mt-8">
        Voir tous les articles
      </ButtonLink>
    </section>
  );
}

function Article({ post }: { post: TBlogPost }) {
  usePageMeta({ title: post.title, description: post.excerpt });
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <BackToBlog />
      <header className="space-y-5">
        <CategoryBadge category={post.category} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="text-lg text-slate-600">{post.excerpt}</p>
        <PostByline author={post.author} createdAt={post.createdAt} readTimeMinutes={post.readTimeMinutes} />
      </header>
      <PostCover image={post.image} category={post.category} className="h-56 rounded-2xl sm:h-72" />
      <LazyMarkdownContent markdown={post.content} />
      <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <BackToBlog />
        <ReportNoticeButton target={{ type: 'article', id: post.id }} label={`Signaler l’article ${post.title}`} />
      </footer>
    </article>
  );
}

export const pageQueries: PageQueries = (queryClient, { params }) => [queryClient.prefetchQuery(blogPostQueryOptions(params.id ?? ''))];

export default function BlogArticleRoute() {
  const { id = '' } = useParams();
  const { data: post, isPending, error } = useBlogPost(id);

  if (isPending) return <PageSpinner />;
  if (error) {
    if (isNotFound(error)) return <ArticleNotFound />;
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <BackToBlog />
        <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>
      </div>
    );
  }
  return (
    <div className="space-y-16">
      <Article post={post} />
      <NewsletterForm />
    </div>
  );
}
