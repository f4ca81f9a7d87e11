import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './accounts-terms.ts';
import { zEmail } from './accounts.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_USER_TYPES,
  contactMessages,
  newsletterMessages,
} from './contact-terms.ts';
import { zText } from './text.ts';

const required = (max: number) => zText(max, { trim: true }).min(1, contactMessages.required);

export const ZContactRequest = z.object({
  name: required(CONTACT_NAME_MAX_LENGTH),
  email: required(EMAIL_MAX_LENGTH).pipe(z.email(contactMessages.email)),
  userType: z.enum(CONTACT_USER_TYPES, contactMessages.required),
  subject: required(CONTACT_SUBJECT_MAX_LENGTH),
  message: required(CONTACT_MESSAGE_MAX_LENGTH),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export const ZContactResponse = z.object({ message: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;

export const ZNewsletterRequest = z.object({
  email: zEmail(newsletterMessages.email),
});
export const ZNewsletterResponse = z.object({ message: z.string(), alreadySubscribed: z.boolean() });
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;
