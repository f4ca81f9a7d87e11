export const CONTACT_USER_TYPES = ['community_manager', 'company', 'individual', 'other'] as const;
export const contactUserTypeLabels: Record<(typeof CONTACT_USER_TYPES)[number], string> = {
  community_manager: 'Community Manager',
  company: 'Entreprise',
  individual: 'Particulier',
  other: 'Autre',
};

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactMessages = {
  required: 'Ce champ est requis',
  email: 'Email invalide',
  sent: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.',
  failed: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const;

export const newsletterMessages = {
  subscribed: 'Merci ! Vous êtes maintenant inscrit à notre newsletter.',
  alreadySubscribed: 'Vous êtes déjà inscrit à notre newsletter. Merci de votre fidélité !',
  email: 'Email invalide',
} as const;
