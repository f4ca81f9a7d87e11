import { z } from 'zod';

export const CONTACT_USER_TYPES = ['community_manager', 'company', 'individual', 'other'] as const;
export const contactUserTypeLabels: Record<(typeof CONTACT_USER_TYPES)[number], string> = {
  community_manager: 'Community Manager',
  company: 'Entreprise',
  individual: 'Particulier',
  other: 'Autre',
};

export const contactMessages = {
  required: 'Ce champ est requis',
  email: 'Email invalide',
  sent: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.',
  failed: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const;

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

export const newsletterMessages = {
  subscribed: 'Merci ! Vous êtes maintenant inscrit à notre newsletter.',
  alreadySubscribed: 'Vous êtes déjà inscrit à notre newsletter. Merci de votre fidélité !',
  email: 'Email invalide',
} as const;

export const ZNewsletterRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(newsletterMessages.email)),
});
export const ZNewsletterResponse = z.object({ message: z.string(), alreadySubscribed: z.boolean() });
