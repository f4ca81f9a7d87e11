import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBlogListQuery, ZBlogListResponse, ZBlogPostParams, ZBlogPostResponse } from '#contracts/blog';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import type { Db } from '#server/db/client';
import { idOr404, notFound } from '#server/http/errors';
import { getPublishedPost, listPublishedPosts } from './service.ts';
import { CACHED_PUBLIC_LIST, CACHED_PUBLIC_READ } from '#server/http/visitor-cache';

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/blog', {
    config: CACHED_PUBLIC_LIST,
    schema: { querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } },
    handler: async (request) => ({ posts: await listPublishedPosts(db, request.query) }),
  });

  app.get('/api/blog/:id', {
    config: CACHED_PUBLIC_READ,
    schema: { params: ZBlogPostParams, response: { 200: ZBlogPostResponse } },
    handler: async (request) => {
      const post = await getPublishedPost(db, idOr404(request.params.id, BLOG_NOT_FOUND));
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return { post };
    },
  });
};
