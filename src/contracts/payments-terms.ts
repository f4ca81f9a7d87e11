export const PURCHASE_PURPOSES = ['application', 'contact'] as const;
export type TPurchasePurpose = (typeof PURCHASE_PURPOSES)[number];

/** A subscription's status: Stripe's, or `not_started` before the first checkout (the spec's stripe_user_subscriptions). */
export const SUBSCRIPTION_STATUSES = [
  'not_started',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

/** The product catalogue. Prices in integer cents. */
export const PRODUCTS = [
  {
    priceId: 'price_achat_contact',
    name: 'Achat contact',
    description: 'Débloquez le contact d’un community manager ou votre candidature à une mission.',
    amountCents: 300,
    currency: 'eur',
    mode: 'payment',
  },
] as const;
export type TProduct = (typeof PRODUCTS)[number];
export const CONTACT_PRODUCT: TProduct = PRODUCTS[0];

export function findProduct(priceId: string): TProduct | undefined {
  return PRODUCTS.find((product) => product.priceId === priceId);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** fr-FR money: 300 → '3,00 €'. One formatter per currency, built on its first use. */
export function formatPrice(amountCents: number, currency = 'eur'): string {
  const code = currency.toUpperCase();
  let money = moneyFormats.get(code);
  if (!money) {
    // eslint-disable-next-line no-restricted-syntax -- built once per currency, then kept
    money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code });
    moneyFormats.set(code, money);
  }
  return money.format(amountCents / 100);
}

export const purposeLabels: Record<TPurchasePurpose, string> = {
  application: 'Candidature à une mission',
  contact: 'Contact d’un community manager',
};

/** What the payment modal says the purchase unlocks. */
export const purposeUnlocks: Record<TPurchasePurpose, string> = {
  application: 'Ce paiement unique débloque votre candidature à cette mission et les coordonnées du client. Il ne s’applique qu’à cette mission.',
  contact: 'Ce paiement unique vous permet d’envoyer des messages à ce community manager. Il ne s’applique qu’à ce profil.',
};

export const checkoutMessages = {
  notLoggedIn: 'Vous devez être connecté pour effectuer un achat.',
  failed: 'Le paiement n’a pas pu être préparé. Veuillez réessayer.',
  noUrl: 'La page de paiement n’a pas pu être ouverte. Veuillez réessayer.',
  unexpected: 'Une erreur inattendue est survenue.',
  unknownProduct: 'Produit inconnu.',
  alreadyEntitled: 'Vous avez déjà débloqué cet accès : aucun nouveau paiement n’est nécessaire.',
  applicationOnlyForManagers: 'Seuls les community managers peuvent postuler aux missions.',
  managersContactForFree: 'Les community managers peuvent se contacter gratuitement : aucun paiement n’est nécessaire.',
  contactOnlyManagers: 'Seuls les profils de community managers peuvent être débloqués.',
  jobNotOpen: 'Cette mission n’accepte plus de candidatures.',
  targetNotFound: 'Ce que vous souhaitez débloquer n’existe pas ou a été supprimé.',
  cardDeclined: 'Votre carte a été refusée. Aucun montant n’a été débité.',
  cardInvalid: 'Numéro de carte invalide.',
  sessionNotFound: 'Session de paiement introuvable.',
  sessionClosed: 'Cette session de paiement est terminée.',
  /** No payment provider is configured (production without Stripe keys). */
  unavailable: 'Paiement indisponible',
} as const;

/** Longest price or checkout-session id accepted. */
export const CHECKOUT_ID_MAX_LENGTH = 200;

/**
 * A checkout session can be paid for this long after it starts; then it is expired. Stripe's
 * shortest session is 30 minutes from creation: one more minute absorbs clock skew.
 */
export const CHECKOUT_EXPIRY_MINUTES = 31;

export const ORDER_STATES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const;

export const SIMULATOR_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const SUBSCRIPTION_STATUS_LABELS = {
  active: 'Actif',
  trialing: 'Période d’essai',
  past_due: 'Paiement en retard',
  canceled: 'Résilié',
  unpaid: 'Impayé',
  incomplete: 'Incomplet',
  incomplete_expired: 'Expiré',
  paused: 'En pause',
} as const;
export const subscriptionMessages = {
  title: 'Abonnement',
  status: 'Statut',
  paymentMethod: 'Moyen de paiement',
  card: 'Carte',
  error: 'Impossible de charger votre abonnement.',
  notAuthenticated: 'Vous devez être connecté.',
  renewsOn: 'Renouvelé le',
  expiresOn: 'Prend fin le',
} as const;
