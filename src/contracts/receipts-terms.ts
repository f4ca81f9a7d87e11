import type { TPurchasePurpose } from './payments-terms.ts';

/** A receipt for a paid order, or the credit note ('avoir') of a refunded one. */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type TReceiptKind = (typeof RECEIPT_KINDS)[number];

/** French VAT on the platform's fees (taux normal). */
export const VAT_RATE_PERCENT = 20;

/** 300 cents TTC at 20 % → 250 HT + 50 TVA (the tax is what the total holds, rounded to the cent). */
export function vatBreakdown(totalCents: number, ratePercent = VAT_RATE_PERCENT): { netCents: number; vatCents: number } {
  const netCents = Math.round((totalCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: totalCents - netCents };
}

/** Each series starts again each year: 2026-000001, AV-2026-000001. */
export function receiptNumber(kind: TReceiptKind, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return kind === 'credit_note' ? `AV-${number}` : number;
}

/** What the document says was bought. */
export const receiptItemLabels: Record<TPurchasePurpose, (target: string) => string> = {
  application: (title) => `Candidature à la mission « ${title} »`,
  contact: (name) => `Contact de ${name}`,
};

export const receiptKindLabels: Record<TReceiptKind, string> = { receipt: 'Reçu', credit_note: 'Avoir' };

export const receiptTexts = {
  number: (kind: TReceiptKind, number: string) => `${receiptKindLabels[kind]} n° ${number}`,
  issuedOn: (date: string) => `Date : ${date}`,
  seller: 'Vendeur',
  buyer: 'Client',
  siret: (siret: string) => `SIRET : ${siret}`,
  vatNumber: (number: string) => `N° de TVA intracommunautaire : ${number}`,
  description: 'Désignation',
  amount: 'Montant',
  net: 'Total HT',
  vat: (rate: number) => `TVA (${rate} %)`,
  total: 'Total TTC',
  paid: 'Payé par carte bancaire.',
  paidWithCredit: 'Payé avec un crédit CM Connect (avoir), sans carte bancaire.',
  refunds: (number: string) => `Avoir sur le reçu n° ${number} : le paiement a été remboursé.`,
  credits: (number: string) =>
    `Avoir sur le reçu n° ${number} : le montant est crédité sur votre compte CM Connect pour une prochaine candidature (non remboursable en argent).`,
  fileName: (kind: TReceiptKind, number: string) => `${kind === 'receipt' ? 'recu' : 'avoir'}-${number}.pdf`,
  /** The link of 'Mes achats'. */
  link: (kind: TReceiptKind, number: string) => `${receiptKindLabels[kind]} n° ${number} (PDF)`,
  documents: 'Justificatifs',
  notFound: 'Document introuvable.',
} as const;
