import { Link } from 'react-router';
import type { TBlogPostSummary } from '#contracts/blog';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#contracts/paths';
import { CategoryBadge } from './category-badge.tsx';
import { PostByline } from './post-byline.tsx';
import { PostCover } from './post-cover.tsx';

type BlogPostCardProps = { post: TBlogPostSummary; featured?: boolean };

/** An article in the list; the title links to it and the whole card is clickable. */
export function BlogPostCard({ post, featured = false }: BlogPostCardProps) {
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md',
        featured ? 'flex-col md:flex-row' : 'flex-col',
      )}
    >
      <PostCover image={post.image} category={post.category} className={featured ? 'h-56 md:h-auto md:min-h-80 md:w-1/2' : 'h-44'} />
      <div className={cn('flex flex-1 flex-col', featured ? 'gap-4 p-6 md:p-10' : 'gap-3 p-6')}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">À la une</span>}
          <CategoryBadge category={post.category} />
        </div>
        <h3 className={cn('font-bold tracking-tight text-slate-900', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          <Link to={paths.blogArticle(post.id)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-indigo-700">
            {post.title}
          </Link>
        </h3>
        <p className={cn('text-slate-600', featured ? 'text-base' : 'line-clamp-3 text-sm')}>{post.excerpt}</p>
        <PostByline author={post.author} createdAt={post.createdAt} readTimeMinutes={post.readTimeMinutes} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
