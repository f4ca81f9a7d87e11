import { z } from 'zod';
import { ZBlogPost, ZBlogPostSummary } from '#contracts/blog';
import { ZWireDate } from '#web/lib/wire.ts';

/** The contracts hold dates as `Date`; JSON carries them as ISO strings. */
const fromJson = { createdAt: ZWireDate };

export const ZBlogListWire = z.object({
  posts: z.array(ZBlogPostSummary.extend(fromJson)),
});
export const ZBlogPostWire = z.object({ post: ZBlogPost.extend(fromJson) });
