import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { siteInfoQueryOptions } from '#web/lib/site.ts';
import { CONTACT_DETAILS, FULL_ADDRESS, MAP_URL } from '../contact-details.ts';

type ContactCard = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  value: string;
  detail: string;
  href: string;
  linkLabel: string;
};

/** The address is the admin's 'Email de contact' (settings), read when the page shows. */
const emailCard = (email: string): ContactCard => ({
  icon: Mail,
  title: 'Email',
  value: email,
  detail: 'Pour toute question, à toute heure.',
  href: `mailto:${email}`,
  linkLabel: `Écrire à ${email}`,
});

const otherCards: ContactCard[] = [
  {
    icon: Phone,
    title: 'Téléphone',
    value: CONTACT_DETAILS.phone.display,
    detail: CONTACT_DETAILS.hours,
    href: `tel:${CONTACT_DETAILS.phone.international}`,
    linkLabel: `Appeler le ${CONTACT_DETAILS.phone.display}`,
  },
  {
    icon: MapPin,
    title: 'Adresse',
    value: FULL_ADDRESS,
    detail: 'Sur rendez-vous uniquement.',
    href: MAP_URL,
    linkLabel: 'Voir sur la carte',
  },
];

/** Email (once the settings are read), phone and address; each link opens in a new tab. */
export function ContactCards() {
  const contactEmail = useQuery(siteInfoQueryOptions()).data?.contactEmail;
  const cards = contactEmail ? [emailCard(contactEmail), ...otherCards] : otherCards;
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Nos coordonnées">
      {cards.map(({ icon: Icon, title, value, detail, href, linkLabel }) => (
        <li key={title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm font-medium break-words text-slate-800">{value}</p>
          <p className="mt-1 text-sm text-slate-500">{detail}</p>
          <ExternalLink
            href={href}
            className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-indigo-600 hover:text-indigo-500"
          >
            {linkLabel}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
