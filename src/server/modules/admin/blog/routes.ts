import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminBlogCategoriesResponse,
  ZAdminBlogListQuery,
  ZAdminBlogListResponse,
  ZAdminBlogPostParams,
  ZAdminBlogPostRequest,
  ZAdminBlogPostResponse,
} from '#contracts/admin-blog';
import { BLOG_IMAGE_MAX_BYTES, blogImageMessages } from '#contracts/admin-blog-terms';
import { requireViewer } from '#server/auth/index';
import { acceptFileUploads, readUploadedFile } from '#server/http/file-upload';
import type { AdminDeps } from '../deps.ts';
import { NO_CONTENT } from '#server/http/responses';
import { createPost, deletePost, getAdminPost, listAdminPosts, listPostCategories, removePostImage, setPostImage, updatePost } from './service.ts';
import { blogPostChanged, cacheTags } from '#server/http/visitor-cache-tags';

const admin = { access: 'admin' } as const;
/** A change to the article in the path: its page and the list (visitor cache). */
const BLOG_POST_WRITE = { ...admin, visitorCacheChanges: blogPostChanged } as const;

/** Back-office area 'blog' (issue 11, spec screen 12): the articles, drafts included, and their images. */
export const blogAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, storage }) => {
  app.get('/blog', {
    config: admin,
    schema: { querystring: ZAdminBlogListQuery, response: { 200: ZAdminBlogListResponse } },
    handler: async (request) => listAdminPosts(db, request.query),
  });

  app.get('/blog/categories', {
    config: admin,
    schema: { response: { 200: ZAdminBlogCategoriesResponse } },
    handler: async () => ({ categories: await listPostCategories(db) }),
  });

  app.get('/blog/:id', {
    config: admin,
    schema: { params: ZAdminBlogPostParams, response: { 200: ZAdminBlogPostResponse } },
    handler: async (request) => ({ post: await getAdminPost(db, request.params.id) }),
  });

  app.post('/blog', {
    config: { ...admin, visitorCacheChanges: () => [cacheTags.blog] },
    schema: { body: ZAdminBlogPostRequest, response: { 201: ZAdminBlogPostResponse } },
    handler: async (request, reply) => {
      const post = await createPost(db, requireViewer(request).id, request.body);
      return reply.status(201).send({ post });
    },
  });

  app.patch('/blog/:id', {
    config: BLOG_POST_WRITE,
    schema: { params: ZAdminBlogPostParams, body: ZAdminBlogPostRequest, response: { 200: ZAdminBlogPostResponse } },
    handler: async (request) => ({ post: await updatePost(db, requireViewer(request).id, request.params.id, request.body) }),
  });

  app.delete('/blog/:id', {
    config: BLOG_POST_WRITE,
    schema: { params: ZAdminBlogPostParams, response: NO_CONTENT },
    handler: async (request, reply) => {
      await deletePost(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  // Multipart bodies are accepted in this scope only, one file of 5 MB at most.
  await app.register(async (scope) => {
    await acceptFileUploads(scope, BLOG_IMAGE_MAX_BYTES);
    scope.withTypeProvider<ZodTypeProvider>().post('/blog/:id/image', {
      config: BLOG_POST_WRITE,
      schema: { params: ZAdminBlogPostParams, response: { 200: ZAdminBlogPostResponse } },
      handler: async (request) => {
        const bytes = await readUploadedFile(request, 'image', blogImageMessages);
        return { post: await setPostImage(db, storage, requireViewer(request).id, request.params.id, bytes) };
      },
    });
  });

  app.delete('/blog/:id/image', {
    config: BLOG_POST_WRITE,
    schema: { params: ZAdminBlogPostParams, response: { 200: ZAdminBlogPostResponse } },
    handler: async (request) => ({ post: await removePostImage(db, requireViewer(request).id, request.params.id) }),
  });
};
