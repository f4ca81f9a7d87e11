import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

type PageShellProps = { title: string; description?: ReactNode; children?: ReactNode };

/** A screen's heading (also the browser tab's title) above its content. */
export function PageShell({ title, description, children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <section className="space-y-8">
      <PageTitle title={title} description={description} />
      {children}
    </section>
  );
}
