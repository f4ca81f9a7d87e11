import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { BlogManager } from '#web/features/admin/components/blog/blog-manager.tsx';
import { MarkdownContent } from '#web/features/blog/components/markdown-content.tsx';

/** The preview renders Markdown exactly as the public article page does (raw HTML dropped, unsafe links emptied). */
const renderMarkdown = (markdown: string) => <MarkdownContent markdown={markdown} />;

export default function AdminBlogRoute() {
  return (
    <PageShell title="Gestion du blog">
      <BlogManager renderMarkdown={renderMarkdown} />
    </PageShell>
  );
}
