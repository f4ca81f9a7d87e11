import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTestimonial, type TTestimonial } from '#contracts/reviews';
import { apiGet } from '#web/lib/api-client.ts';
import { ZWireDate } from '#web/lib/wire.ts';

/** JSON carries the date as an ISO string. */
const ZTestimonialsWire = z.object({ testimonials: z.array(ZTestimonial.extend({ createdAt: ZWireDate })) });

/** The best-rated reviews members left (reported ones excluded). */
export async function getTestimonials(limit: number, signal?: AbortSignal): Promise<TTestimonial[]> {
  return (await apiGet(`/api/testimonials?limit=${limit}`, ZTestimonialsWire, signal)).testimonials;
}

export const testimonialsQueryOptions = (limit = 6) =>
  queryOptions({
    queryKey: ['testimonials', limit],
    queryFn: ({ signal }) => getTestimonials(limit, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useTestimonials = (limit = 6) => useQuery(testimonialsQueryOptions(limit));
