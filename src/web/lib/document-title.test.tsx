import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './document-title.ts';

/** The head the server writes for `path`: its link-preview tags and the site's. */
function serverHead(path: string) {
  document.head.innerHTML = `
    <meta property="og:site_name" content="CM Connect" />
    <meta property="og:type" content="profile" />
    <meta property="og:title" content="Camille Martin" />
    <meta property="og:url" content="https://cmconnect.fr${path}" />
    <meta property="og:locale" content="fr_FR" />
    <meta name="twitter:card" content="summary" />`;
}
const properties = () => [...document.head.querySelectorAll('meta')].map((tag) => tag.getAttribute('property') ?? tag.getAttribute('name'));

function Page() {
  useDocumentTitle('Une page');
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the link-preview tags', () => {
  it('stay on the page the server wrote them for', () => {
    window.history.replaceState(null, '', '/profile/camille');
    serverHead('/profile/camille');
    render(<Page />);
    expect(properties()).toEqual(['og:site_name', 'og:type', 'og:title', 'og:url', 'og:locale', 'twitter:card']);
  });

  it('go once the app has moved to another page, but for the site’s name and locale', () => {
    serverHead('/profile/camille');
    window.history.replaceState(null, '', '/search');
    render(<Page />);
    expect(properties()).toEqual(['og:site_name', 'og:locale']);
  });
});
