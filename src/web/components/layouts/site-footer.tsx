import { Link } from 'react-router';
import { useSiteName } from '#web/lib/site.ts';
import { paths } from '#contracts/paths';
import { rankingMessages } from '#contracts/search-ranking-terms';
import type { NavItem } from './account-links.ts';

const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'La plateforme',
    items: [
      { to: paths.about, label: 'À propos' },
      { to: paths.pricing, label: 'Tarifs' },
      { to: paths.testimonials, label: 'Témoignages' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Ressources',
    items: [
      { to: paths.blog, label: 'Blog' },
      { to: paths.guides, label: 'Guides' },
      { to: paths.webinars, label: 'Webinaires' },
      { to: paths.faq, label: 'FAQ' },
    ],
  },
  {
    title: 'Légal',
    items: [
      { to: paths.terms, label: "Conditions d'utilisation" },
      { to: paths.privacy, label: 'Politique de confidentialité' },
      { to: paths.ranking, label: rankingMessages.pageLink },
      { to: paths.transparency, label: 'Rapport de transparence' },
    ],
  },
];

export function SiteFooter() {
  const siteName = useSiteName();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{siteName}</p>
          <p className="mt-2 text-sm text-slate-600">
            La plateforme qui met en relation les community managers avec les entreprises et les particuliers.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="text-sm font-semibold text-slate-900">{column.title}</p>
            <ul className="mt-3 space-y-2">
              {column.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="text-sm text-slate-600 hover:text-indigo-600">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}
