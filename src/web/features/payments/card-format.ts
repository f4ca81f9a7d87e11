/** Card numbers have 12 to 19 digits. */
const CARD_NUMBER_MAX_DIGITS = 19;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** As typed or pasted: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value, CARD_NUMBER_MAX_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** As typed or pasted: '0130', '01/30' or '01 30' → '01/30'; the slash comes with the third digit. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
