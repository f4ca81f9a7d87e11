/** The social networks a profile may link to, with the address a bare handle lives at. */
const socialBases = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
} as const;
export type TSocialNetwork = keyof typeof socialBases;

export const socialNetworkLabels: Record<TSocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A website typed by a member as a safe link target: http(s) only ('javascript:' and friends are
 * refused), 'https://' added to a bare domain; `null` when it cannot be a web address.
 */
export function websiteHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return isHttpUrl(text) ? text : null;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  return null;
}

/** A social link: a full http(s) address as is, a bare handle ('@camille') on the network's site. */
export function socialHref(network: TSocialNetwork, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return isHttpUrl(text) ? text : null;
  const handle = text.replace(/^@/, '');
  return /^[\w.-]+$/.test(handle) ? `${socialBases[network]}${handle}` : null;
}

/** 'https://www.maison.fr/' → 'maison.fr' (for display). */
export function displayHost(href: string): string {
  try {
    return new URL(href).host.replace(/^www\./, '');
  } catch {
    return href;
  }
}
