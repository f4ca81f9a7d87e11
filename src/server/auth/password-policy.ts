import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as french from '@zxcvbn-ts/language-fr';

/**
 * zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" against an online attack
 * and slows an offline one (about 10^8 guesses and more), as NIST SP 800-63B's blocklist intends.
 */
const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries (common passwords, English and French words, names) weigh a few MB. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

const squash = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/** The member's own words: the email, its local part, the name and each of its words. */
function personalWords(email: string | undefined, name: string | undefined): string[] {
  const words: string[] = [];
  if (email) words.push(email, email.split('@')[0] ?? '');
  if (name) words.push(name, ...name.split(/\s+/));
  return words.map((word) => word.trim()).filter((word) => word.length >= 3);
}

/**
 * Whether a password is too weak to accept: only spaces, containing the member's email or
 * name, or scored under MIN_PASSWORD_SCORE by zxcvbn with the common and French dictionaries
 * (which also penalises the member's own words).
 */
export function isWeakPassword(password: string, member: { email?: string; name?: string } = {}): boolean {
  if (password.trim() === '') return true;
  const squashed = squash(password);
  const words = personalWords(member.email, member.name);
  if (words.some((word) => squash(word).length >= 4 && squashed.includes(squash(word)))) return true;
  return estimator().check(password, words).score < MIN_PASSWORD_SCORE;
}
