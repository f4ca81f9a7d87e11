import { z } from 'zod';
import { zParam, zText } from './text.ts';
import { zLink } from './own-profile.ts';
import { PORTFOLIO_DESCRIPTION_MAX_LENGTH, PORTFOLIO_TITLE_MAX_LENGTH, portfolioMessages } from './portfolio-terms.ts';

/** A work sample as the profile shows it. */
export const ZPortfolioItem = z.object({
  id: z.uuid(),
  title: z.string(),
  link: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

/** POST /api/me/portfolio and PATCH /api/me/portfolio/:id (the image is sent on its own, as the profile photo). */
export const ZPortfolioItemRequest = z.object({
  title: zText(PORTFOLIO_TITLE_MAX_LENGTH, { trim: true }).min(2, portfolioMessages.title),
  link: zLink(['https:', 'http:'], portfolioMessages.link),
  description: zText(PORTFOLIO_DESCRIPTION_MAX_LENGTH, { trim: true }),
});
export type TPortfolioItemRequest = z.input<typeof ZPortfolioItemRequest>;

export const ZPortfolioItemParams = z.object({ id: zParam() });
export const ZPortfolioItemResponse = z.object({ item: ZPortfolioItem });
export const ZPortfolioResponse = z.object({ items: z.array(ZPortfolioItem) });
export type TPortfolioResponse = z.infer<typeof ZPortfolioResponse>;
