/** The Pricing page is in English (spec): 300 cents → '3.00 €'. */
export function formatPricingAmount(amountCents: number): string {
  return `${(amountCents / 100).toFixed(2)} €`;
}
