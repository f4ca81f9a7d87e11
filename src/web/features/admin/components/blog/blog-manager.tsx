import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { TAdminBlogPostSummary } from '#contracts/admin-blog';
import { blogPostMessages } from '#contracts/admin-blog-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDeleteAdminBlogPost } from '../../api/delete-admin-blog-post.ts';
import { useAdminBlogCategories } from '../../api/get-admin-blog-categories.ts';
import { useAdminBlogPost } from '../../api/get-admin-blog-post.ts';
import { useAdminBlogPosts } from '../../api/get-admin-blog-posts.ts';
import { useSaveAdminBlogPost } from '../../api/save-admin-blog-post.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { ListPanel } from '../list-panel.tsx';
import { AdminBlogPostCard } from './blog-post-card.tsx';
import { BLOG_FILTER_DEFAULTS, BlogFilters } from './blog-filters.tsx';
import { BlogPostForm } from './blog-post-form.tsx';

/** The form: closed, adding (id null) or editing an article. */
type FormState = { open: false } | { open: true; id: string | null };

type Props = { renderMarkdown: (markdown: string) => ReactNode };

/** The article form in add or edit mode (editing first reads the whole article). */
function ArticleForm({ id, categories, onDone, renderMarkdown }: { id: string | null; categories: string[]; onDone: () => void } & Props) {
  const save = useSaveAdminBlogPost();
  const existing = useAdminBlogPost(id);
  if (id && existing.isPending) return <PageSpinner />;
  if (id && existing.error) return <Alert tone="error">{errorMessageOf(existing.error, blogPostMessages.loadFailed)}</Alert>;
  return (
    <BlogPostForm
      post={existing.data}
      categories={categories}
      renderMarkdown={renderMarkdown}
      onCancel={onDone}
      onSave={async (input) => {
        await save.mutateAsync(input);
        toast.success(input.id ? blogPostMessages.updated : blogPostMessages.created);
        onDone();
      }}
    />
  );
}

/** 'Gestion du blog' (spec screen 12): the articles, drafts included, with their form. */
export function BlogManager({ renderMarkdown }: Props) {
  const { values, page, setValues, setPage, apiQuery } = useListParams(BLOG_FILTER_DEFAULTS);
  const list = useAdminBlogPosts(apiQuery);
  const categories = useAdminBlogCategories();
  const remove = useDeleteAdminBlogPost();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<TAdminBlogPostSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(blogPostMessages.deleted);
        setDeleting(null);
        if (form.open && form.id === deleting.id) setForm({ open: false });
      },
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={() => setForm({ open: true, id: null })} disabled={form.open && form.id === null}>
          <Plus className="size-4" aria-hidden="true" />
          Nouvel article
        </Button>
      </div>

      {form.open && (
        <Card className="p-6">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">{form.id ? "Modifier l'article" : 'Nouvel article'}</h2>
          <ArticleForm
            key={form.id ?? 'new'}
            id={form.id}
            categories={categories.data ?? []}
            renderMarkdown={renderMarkdown}
            onDone={() => setForm({ open: false })}
          />
        </Card>
      )}

      <BlogFilters values={values} categories={categories.data ?? []} onChange={setValues} />

      <ListPanel query={list} loadError={blogPostMessages.loadFailed} empty={{ title: blogPostMessages.empty }} page={page} onPage={setPage}>
        {(posts) => (
          <ul className="grid gap-6 p-6 md:grid-cols-2 xl:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <AdminBlogPostCard
                  post={post}
                  onEdit={() => setForm({ open: true, id: post.id })}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(post);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </ListPanel>

      {deleting && (
        <ConfirmDialog
          message={blogPostMessages.deleteConfirm}
          busy={remove.isPending}
          error={remove.error ? errorMessageOf(remove.error, blogPostMessages.deleteFailed) : null}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
