import { z } from 'zod';
import { ZUserType } from './accounts.ts';

export const ZTestimonialsQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(6) });

export const ZTestimonial = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  reviewer: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable(), userType: ZUserType }),
  reviewed: z.object({ id: z.uuid(), fullName: z.string() }),
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const ZTestimonialsResponse = z.object({ testimonials: z.array(ZTestimonial) });
export type TTestimonialsResponse = z.infer<typeof ZTestimonialsResponse>;
