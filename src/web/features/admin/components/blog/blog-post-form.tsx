import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TAdminBlogPost, TAdminBlogPostData, TAdminBlogPostRequest } from '#contracts/admin-blog';
import { BLOG_FORM_ROWS, BLOG_POST_LIMITS, blogImageMessages, blogPostMessages } from '#contracts/admin-blog-terms';
import { BLOG_CATEGORIES } from '#contracts/blog-terms';
import { frenchOrder } from '#contracts/french-order';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { BlogImageUploadError, type BlogImageChange, type SaveBlogPostInput } from '../../api/save-admin-blog-post.ts';
import { BlogImageField } from './blog-image-field.tsx';
import { MarkdownField } from './markdown-field.tsx';

const resolver = lazyZodResolver(async () => (await import('#contracts/admin-blog')).ZAdminBlogPostRequest);

const EMPTY: TAdminBlogPostRequest = { title: '', excerpt: '', content: '', category: '', published: false };

const valuesOf = (post: TAdminBlogPost | undefined): TAdminBlogPostRequest =>
  post ? { title: post.title, excerpt: post.excerpt, content: post.content, category: post.category, published: post.published } : EMPTY;

type Props = {
  /** The article being edited; none for 'Nouvel article'. */
  post?: TAdminBlogPost;
  /** Categories already used (offered with the blog's own ones). */
  categories: readonly string[];
  /** Saves the article and its image; rejects with the server's answer. */
  onSave: (input: SaveBlogPostInput) => Promise<unknown>;
  onCancel: () => void;
  /** How the public blog renders Markdown (for the preview). */
  renderMarkdown: (markdown: string) => ReactNode;
};

/**
 * The article form of 'Gestion du blog': Titre, Extrait, Contenu (Markdown, with a preview),
 * Image, Catégorie, 'Publier l'article', Annuler, Enregistrer. Its rules are the API's contract.
 */
export function BlogPostForm({ post, categories, onSave, onCancel, renderMarkdown }: Props) {
  const categoryListId = useId();
  const publishedId = useId();
  // A new article gets its id once saved: if only its image failed, trying again updates it.
  const [savedId, setSavedId] = useState<string | null>(post?.id ?? null);
  const [savedImage, setSavedImage] = useState<string | null>(post?.image ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TAdminBlogPostRequest, unknown, TAdminBlogPostData>({
    resolver,
    defaultValues: valuesOf(post),
  });
  const content = useWatch({ control, name: 'content' });

  const imageChange = (): BlogImageChange => (file ? { kind: 'upload', file } : removed ? { kind: 'remove' } : { kind: 'keep' });

  const submit = handleSubmit(async (data) => {
    setBanner(null);
    try {
      await onSave({ id: savedId, data, image: imageChange() });
    } catch (error) {
      if (error instanceof BlogImageUploadError) {
        setSavedId(error.post.id);
        setSavedImage(error.post.image);
        setRemoved(false);
        setBanner(blogImageMessages.uploadFailed);
        const reason = error.reason instanceof ApiError ? error.reason.message : null;
        setImageError(reason && reason !== blogImageMessages.uploadFailed ? reason : null);
        return;
      }
      if (!showServerFieldErrors(error, { setError, getValues })) {
        setBanner(error instanceof ApiError ? error.message : blogPostMessages.saveFailed);
      }
    }
  });

  const onImage = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) setRemoved(true);
  };

  const offered = [...new Set([...BLOG_CATEGORIES, ...categories])].sort(frenchOrder.compare);

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={post ? "Modifier l'article" : 'Nouvel article'}>
      {banner && <Alert tone="error">{banner}</Alert>}
      <FormField label="Titre" error={errors.title?.message}>
        {(field) => <Input {...field} type="text" maxLength={BLOG_POST_LIMITS.title} {...register('title')} />}
      </FormField>
      <FormField label="Extrait" error={errors.excerpt?.message}>
        {(field) => <Textarea {...field} rows={BLOG_FORM_ROWS.excerpt} maxLength={BLOG_POST_LIMITS.excerpt} {...register('excerpt')} />}
      </FormField>
      <MarkdownField
        label="Contenu"
        value={content ?? ''}
        registration={register('content')}
        rows={BLOG_FORM_ROWS.content}
        maxLength={BLOG_POST_LIMITS.content}
        error={errors.content?.message}
        renderMarkdown={renderMarkdown}
      />
      <BlogImageField
        savedUrl={removed ? null : savedImage}
        file={file}
        onChange={onImage}
        error={imageError}
        onError={setImageError}
        disabled={isSubmitting}
      />
      <FormField label="Catégorie" error={errors.category?.message}>
        {(field) => (
          <>
            <Input {...field} type="text" list={categoryListId} maxLength={BLOG_POST_LIMITS.category} {...register('category')} />
            <datalist id={categoryListId}>
              {offered.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id={publishedId} {...register('published')} />
        <label htmlFor={publishedId} className="text-sm text-slate-700">
          Publier l'article
        </label>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel="Enregistrement...">
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
