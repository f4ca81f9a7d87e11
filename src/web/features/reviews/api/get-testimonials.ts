import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTestimonial, TTestimonialsResponse } from '#contracts/reviews';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The best-rated reviews members left (reported ones excluded), for the home and testimonials pages. */
export async function getTestimonials(limit: number, signal?: AbortSignal): Promise<TTestimonial[]> {
  return (await apiGet<TTestimonialsResponse>(`/api/testimonials?limit=${limit}`, signal)).testimonials;
}

export const testimonialsQueryOptions = (limit = 6) =>
  queryOptions({
    queryKey: queryKeys.reviews.testimonials(limit),
    queryFn: ({ signal }) => getTestimonials(limit, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useTestimonials = (limit = 6) => useQuery(testimonialsQueryOptions(limit));
