import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminBlogPost, TAdminBlogPostData, TAdminBlogPostResponse } from '#contracts/admin-blog';
import { apiDelete, apiPatch, apiPost, apiPostForm } from '#web/lib/api-client.ts';
import { refreshAfterBlogChange } from './refresh-after-blog-change.ts';

/** What happens to the article's image when the form is saved. */
export type BlogImageChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

export type SaveBlogPostInput = {
  /** null: a new article. */
  id: string | null;
  data: TAdminBlogPostData;
  image: BlogImageChange;
};

/**
 * The article was saved but its image was not (refused or failed): `post` is the saved article
 * (a new one now has an id, so trying again updates it instead of creating a second one).
 */
export class BlogImageUploadError extends Error {
  constructor(
    readonly post: TAdminBlogPost,
    readonly reason: unknown,
  ) {
    super('blog image upload failed');
    this.name = 'BlogImageUploadError';
  }
}

const postPath = (id: string) => `/api/admin/blog/${encodeURIComponent(id)}`;
const postOf = async (answer: Promise<TAdminBlogPostResponse>) => (await answer).post;

function uploadImage(id: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  return postOf(apiPostForm<TAdminBlogPostResponse>(`${postPath(id)}/image`, form));
}

/** Saves the article's text, then its image (the image needs the article's id). */
export async function saveAdminBlogPost({ id, data, image }: SaveBlogPostInput): Promise<TAdminBlogPost> {
  const post = await postOf(id ? apiPatch<TAdminBlogPostResponse>(postPath(id), data) : apiPost<TAdminBlogPostResponse>('/api/admin/blog', data));
  try {
    if (image.kind === 'upload') return await uploadImage(post.id, image.file);
    if (image.kind === 'remove' && post.image) {
      await apiDelete(`${postPath(post.id)}/image`);
      return { ...post, image: null };
    }
    return post;
  } catch (error) {
    throw new BlogImageUploadError(post, error);
  }
}

/** 'Enregistrer' of the article form; the lists and the public blog refresh. */
export function useSaveAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAdminBlogPost, onSettled: () => refreshAfterBlogChange(queryClient) });
}
