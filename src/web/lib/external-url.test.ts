import { describe, expect, it } from 'vitest';
import { displayHost, socialHref, websiteHref } from './external-url.ts';

describe('external links', () => {
  it('keeps http(s) websites, completes bare domains and refuses the rest', () => {
    expect(websiteHref('https://maison.fr')).toBe('https://maison.fr');
    expect(websiteHref('maison.fr/boutique')).toBe('https://maison.fr/boutique');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('pas un site')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it('turns handles into profile addresses', () => {
    expect(socialHref('instagram', '@camille.cm')).toBe('https://www.instagram.com/camille.cm');
    expect(socialHref('linkedin', 'https://www.linkedin.com/in/camille')).toBe('https://www.linkedin.com/in/camille');
    expect(socialHref('twitter', 'data:text/html,x')).toBeNull();
    expect(socialHref('facebook', '')).toBeNull();
  });

  it('shows the host of an address', () => {
    expect(displayHost('https://www.maison.fr/a')).toBe('maison.fr');
  });
});
