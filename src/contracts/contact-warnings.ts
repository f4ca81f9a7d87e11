/**
 * The scam and off-platform detector (issue 23, ADR 0057): what in a message, before a hire,
 * takes the conversation (or the money) off CM Connect. Pure and isomorphic: the composer warns
 * the sender with it before sending, and the server runs the same code again on send and stores
 * the reasons on the message. `npm run bench:scam` measures it.
 */

export const CONTACT_WARNING_REASONS = ['email', 'phone', 'iban', 'messaging', 'payment'] as const;
export type TContactWarningReason = (typeof CONTACT_WARNING_REASONS)[number];

/** Lower case, no accents, straight apostrophes: what the patterns below read. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}

const TLD = String.raw`(?:com|fr|net|org|be|ch|ca|eu|io|me|info|biz)`;
const AT = String.raw`(?:\s?@\s?|\s*[([{]\s*(?:at|arobase|a)\s*[)\]}]\s*|\s+(?:at|arobase|arrobase|arobas)\s+)`;
const DOT = String.raw`(?:\s?\.\s?|\s*[([{]\s*(?:dot|point)\s*[)\]}]\s*|\s+(?:dot|point)\s+)`;
const MAIL_PROVIDERS = String.raw`(?:gmail|hotmail|outlook|yahoo|icloud|live|protonmail|proton|laposte|orange|free|sfr|wanadoo|aol|gmx)`;

const EMAIL_PATTERNS = [
  // marie.dupont@gmail.com, and 'prenom [at] gmail point com', 'jean (at) outlook (dot) fr'
  // (from the start of a word only: linear on a long run of letters).
  new RegExp(String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*${AT}[a-z0-9][a-z0-9-]*(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}\b`),
  // 'mon gmail : marie.dupont', 'ecris-moi sur mon adresse hotmail'.
  new RegExp(String.raw`\b(?:mon|mes|ma|notre|ton|votre|sur)\s+(?:adresse\s+)?(?:mail\s+)?${MAIL_PROVIDERS}\b`),
  // 'marie.dupont gmail point com' (the @ left out on purpose).
  new RegExp(String.raw`\b${MAIL_PROVIDERS}${DOT}${TLD}\b`),
];

/**
 * Runs of digits a phone number could hide in: digits with single spaces, dots, dashes or
 * slashes between them, and an optional '+' or '(0)'.
 */
const DIGIT_RUNS = /\+?\s?(?:\(0\)\s?)?\d(?:[\s./-]?(?:\(0\)\s?)?\d)+/g;

/** A French number (0X + 8 digits, +33 / 0033 + 9 digits) or an international one (+ or 00, 8 to 15 digits). */
function isPhoneNumber(run: string): boolean {
  const international = run.trimStart().startsWith('+');
  const digits = run.replace(/\D/g, '');
  if (international) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('00')) return digits.length >= 10 && digits.length <= 15 && digits[2] !== '0';
  return digits.length === 10 && /^0[1-9]/.test(digits);
}

const hasPhoneNumber = (text: string) => [...text.matchAll(DIGIT_RUNS)].some(([run]) => isPhoneNumber(run));

/** Two letters, two check digits, then 11 to 30 letters or digits, in groups or not. */
const IBAN_CANDIDATES = /\b[a-z]{2}\s?\d{2}(?:\s?[a-z0-9]){11,30}\b/g;

/** A letter or digit as the IBAN check reads it: digits as themselves, a = 10 … z = 35. */
const ibanDigits = (character: string) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 87));

/** `remainder` followed by `digits`, modulo 97. */
function mod97(remainder: number, digits: string): number {
  let result = remainder;
  for (const digit of digits) result = (result * 10 + Number(digit)) % 97;
  return result;
}

/**
 * Whether the run (lower case, no spaces) starts with an IBAN: the ISO 13616 check (the
 * country and check digits moved to the end, the whole read as a number, is 1 modulo 97) holds
 * for one of its 15 to 34 first characters (a run may carry words after it). One pass: the
 * remainder of the account part grows a character at a time.
 */
function startsWithIban(run: string): boolean {
  const countryAndCheck = [...run.slice(0, 4)].map(ibanDigits).join('');
  let remainder = 0;
  for (const [index, character] of [...run.slice(4, 34)].entries()) {
    remainder = mod97(remainder, ibanDigits(character));
    if (index + 5 >= 15 && mod97(remainder, countryAndCheck) === 1) return true;
  }
  return false;
}

const hasIban = (text: string) => [...text.matchAll(IBAN_CANDIDATES)].some(([candidate]) => startsWithIban(candidate.replace(/\s/g, '')));

/**
 * Asking to be reached elsewhere: 'ecris-moi', 'contactez-nous', 'm'ajouter', 'me joindre', 'un dm'…
 * (not 'j'ecris sur LinkedIn' nor 'je reponds sur Instagram', which is the work itself).
 */
const REACH_ME = String.raw`(?:(?:ecri\w*|contact\w*|ajout\w*|add|rejoin\w*|retrouv\w*|envoi\w*|envoy\w*|parl\w*|discut\w*|echang\w*|appel\w*|suiv\w*|text\w*|dm|mp)[\s-]+(?:moi|nous)|m'(?:ecri\w*|ajout\w*|contact\w*|envoy\w*|trouv\w*|retrouv\w*|appel\w*)|(?:me|nous)\s+(?:contacter|ecrire|ajouter|joindre|retrouver|trouver|parler)|joignable|(?:en|un|par)\s+(?:dm|mp|prive|message prive|texto))`;
const OTHER_APPS = String.raw`(?:wa|tg|signal|snap|snapchat|messenger|discord|insta|instagram|ig|facebook|fb|linkedin|tiktok|twitter|x)`;

const MESSAGING_PATTERNS = [
  // Messaging apps: naming them before a hire is asking to leave.
  /\bw+h?a+t?t?s+\s?a+p+s?\b|\bwatsap+\b|\bwhats\b|\bwsp\b/,
  /\btele?gram+e?\b/,
  /\b(?:viber|wechat|kik|imessage|facetime|skype)\b/,
  // Words that are also common French words, only after 'sur' / 'via': 'ecris-moi sur wa'.
  /\b(?:sur|via)\s+(?:wa|tg|signal|messenger)\b/,
  // Any app, social networks included, when someone asks to be reached on it.
  new RegExp(String.raw`${REACH_ME}[^.!?\n]{0,25}\b(?:sur|via|par)\s+(?:mon\s+|ma\s+|le\s+)?${OTHER_APPS}\b`),
  // 'mon snap : lea_92', 'mon pseudo discord'.
  /\b(?:mon|mes)\s+(?:snap|snapchat|discord|telegram|signal|pseudo|identifiant|id)\s*(?:c'est|:|=)?\s*@?[a-z0-9._]{3,}/,
  // Leaving the platform said in words.
  /\b(?:en dehors|hors|a l'exterieur|sortir|sans passer par)\s+(?:de\s+)?(?:la|cette|le)?\s*(?:plateforme|plate-forme|site|messagerie|appli\w*)\b/,
  /\bhors\s*-?\s*plateforme\b/,
  // 'mon 06', 'ton numero', 'donnez-moi votre tel' (not 'votre numero de commande').
  /\b(?:mon|ma|ton|ta|votre|vos|tes)\s+(?:06|07|tel|telephone|portable|mobile|coordonnees(?!\s+(?:de facturation|bancaires))|numero(?!\s+(?:de|d')\s*(?:commande|facture|siret|siren|tva|suivi|dossier|client|contrat|mission|devis)))\b/,
];

const PAYMENT_PATTERNS = [
  /\bwestern\s*-?\s*union\b|\bmoney\s*-?\s*gram\b|\bria\s+money\b|\bworld\s*remit\b/,
  /\bcartes?\s+cadeaux?\b|\bgift\s*cards?\b|\bcoupons?\s+(?:pcs|transcash|neosurf|paysafe\w*)\b|\bpcs\s+mastercard\b|\btranscash\b|\bneosurf\b|\bpaysafe\s?card\b|\brecharges?\s+(?:pcs|transcash|neosurf|google play|steam|itunes)\b|\bcartes?\s+(?:google play|itunes|steam|amazon)\b/,
  // Crypto as the means of payment (a crypto start-up looking for a community manager is not).
  /\b(?:usdt|tether|binance)\b/,
  /\b(?:pai\w*|pay\w*|regl\w*|vers\w*|envoi\w*|envoy\w*|remuner\w*|transf\w*|recev\w*|en|par)\s+(?:[\w']+\s+){0,3}(?:bitcoins?|btc|cryptos?|cryptomonnaies?|ethereum|eth|stablecoins?)\b/,
  /\b(?:adresse|wallet|portefeuille)\s+(?:bitcoin|btc|crypto|eth)\b/,
  /\bpay\s?pal\b[^.!?\n]{0,30}\b(?:entre amis|amis|ami|friends?|famille|proches)\b/,
  /\b(?:iban|rib)\b|\bcoordonnees bancaires\b/,
  // A transfer asked for up front: 'fais-moi un virement', 'virement d'avance', 'frais de dossier'.
  /\b(?:fai[st]|faites|faire|effectu\w*|vers\w*|transf\w*|envoi\w*-moi|envoyez-moi)\b[^.!?\n]{0,40}\bvirement\b/,
  /\bvirement\b[^.!?\n]{0,40}\b(?:avance|d'abord|avant de commencer|frais|caution|immediat|instantane|urgent|sur ce compte|sur mon compte|ce soir|aujourd'hui)\b/,
  /\b(?:avant de commencer|avant tout|d'abord)\b[^.!?\n]{0,40}\bvirement\b/,
  /\bfrais\s+(?:de\s+)?(?:dossier|d'inscription|d'ouverture|de deblocage|de validation|administratifs)\b/,
];

/**
 * The reasons a message warns, in CONTACT_WARNING_REASONS order; empty when nothing takes the
 * conversation off the platform. Prices, dates, websites, order numbers and the networks a
 * mission is about ('publier sur Instagram') do not warn.
 */
export function detectContactWarnings(text: string): TContactWarningReason[] {
  const normalised = normalise(text);
  const found: Record<TContactWarningReason, boolean> = {
    email: EMAIL_PATTERNS.some((pattern) => pattern.test(normalised)),
    phone: hasPhoneNumber(normalised),
    iban: hasIban(normalised),
    messaging: MESSAGING_PATTERNS.some((pattern) => pattern.test(normalised)),
    payment: PAYMENT_PATTERNS.some((pattern) => pattern.test(normalised)),
  };
  return CONTACT_WARNING_REASONS.filter((reason) => found[reason]);
}
