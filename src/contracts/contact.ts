import { z } from 'zod';
import { CONTACT_USER_TYPES, contactMessages, newsletterMessages } from './contact-terms.ts';

const required = (max: number) => z.string().trim().min(1, contactMessages.required).max(max);

export const ZContactRequest = z.object({
  name: required(120),
  email: z.string().trim().min(1, contactMessages.required).pipe(z.email(contactMessages.email)),
  userType: z.enum(CONTACT_USER_TYPES, contactMessages.required),
  subject: required(200),
  message: required(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export const ZContactResponse = z.object({ message: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;

export const ZNewsletterRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(newsletterMessages.email)),
});
export const ZNewsletterResponse = z.object({ message: z.string(), alreadySubscribed: z.boolean() });
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;
