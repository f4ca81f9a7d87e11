import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBlogListQuery, ZBlogListResponse, ZBlogPostParams, ZBlogPostResponse } from '#contracts/blog';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import type { Db } from '#server/db/index';
import { idOr404, notFound } from '#server/http/errors';
import { getPublishedPost, listPublishedPosts } from './service.ts';
import { cachedPublicList, cachedPublicRead } from '#server/http/visitor-cache';
import { cacheTags, idParam } from '#server/http/visitor-cache-tags';

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/blog', {
    config: cachedPublicList(() => [cacheTags.blog]),
    schema: { querystring: ZBlogListQuery, response: { 200: ZBlogListResponse } },
    handler: async (request) => ({ posts: await listPublishedPosts(db, request.query) }),
  });

  app.get('/api/blog/:id', {
    config: cachedPublicRead((request) => [cacheTags.blogPost(idParam(request))]),
    schema: { params: ZBlogPostParams, response: { 200: ZBlogPostResponse } },
    handler: async (request) => {
      const post = await getPublishedPost(db, idOr404(request.params.id, BLOG_NOT_FOUND));
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return { post };
    },
  });
};
