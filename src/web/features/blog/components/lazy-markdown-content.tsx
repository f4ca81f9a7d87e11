import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const MarkdownContent = lazy(async () => ({ default: (await import('./markdown-content.tsx')).MarkdownContent }));

/**
 * An article's body, whose Markdown renderer (~30 KB) is not part of the page's first load (issue
 * 12). On a page the server rendered, React keeps the body's server HTML on screen until the
 * renderer arrives and hydrates it; a page opened within the app shows skeleton lines meanwhile.
 */
export function LazyMarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<BodySkeleton />}>
      <MarkdownContent markdown={markdown} />
    </Suspense>
  );
}

function BodySkeleton() {
  return (
    <div className="space-y-3">
      {['w-full', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-2/3'].map((width, line) => (
        <Skeleton key={line} className={`h-4 ${width}`} />
      ))}
    </div>
  );
}
