/** Who publishes the service, as the legal pages name it. */
export const LEGAL_IDENTITY = {
  name: 'CM Connect',
  address: '42 rue de la Chaussée-d’Antin, 75009 Paris, France',
  contactEmail: 'contact@cmconnect.fr',
  dpoEmail: 'dpo@cmconnect.fr',
  /** Shown as 'Dernière mise à jour : …' (change it with the texts). */
  updatedOn: '1er novembre 2026',
} as const;
