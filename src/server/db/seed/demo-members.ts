/** The four accounts printed at start-up, written by hand so they make rich examples. */
import { INDIVIDUAL_BIO_PREFIX } from '#contracts/accounts-terms';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { cityNamed } from './fixtures/places.ts';
import { demoId } from './ids.ts';
import type { Member } from './model.ts';
import { daysBefore } from './time.ts';

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

function account(test: (candidate: DemoAccount) => boolean): DemoAccount {
  const found = DEMO_ACCOUNTS.find(test);
  if (!found) throw new Error('demo data: a demo account is missing from DEMO_ACCOUNTS');
  return found;
}

export const demoAdminAccount = account((a) => a.role === 'admin');
export const demoCmAccount = account((a) => a.role !== 'admin' && a.userType === 'community_manager');
export const demoCompanyAccount = account((a) => a.role !== 'admin' && a.userType === 'company');
export const demoIndividualAccount = account((a) => a.role !== 'admin' && a.userType === 'individual');

export const memberId = (email: string) => demoId('member', email);

export function demoMembers(): Member[] {
  const admin: Member = {
    id: memberId(demoAdminAccount.email),
    email: demoAdminAccount.email,
    firstName: 'Équipe',
    lastName: 'CM Connect',
    fullName: 'Équipe CM Connect',
    gender: 'f',
    userType: demoAdminAccount.userType,
    role: 'admin',
    phone: '+33 1 99 00 12 34',
    city: cityNamed('Paris'),
    sector: 'Technologie',
    searchRadiusKm: 50,
    bio: `${INDIVIDUAL_BIO_PREFIX}Technologie`,
    createdAt: daysBefore(730),
    activity: 0,
  };

  const cm: Member = {
    id: memberId(demoCmAccount.email),
    email: demoCmAccount.email,
    firstName: 'Camille',
    lastName: 'Martin',
    fullName: 'Camille Martin',
    gender: 'f',
    userType: 'community_manager',
    role: 'user',
    phone: '+33 6 39 98 12 34',
    city: cityNamed('Paris'),
    sector: 'Mode & Beauté',
    searchRadiusKm: 100,
    bio:
      'Community manager freelance basée à Paris, j’accompagne depuis 7 ans les marques de mode, de beauté et les commerces de proximité. ' +
      'Ma spécialité : Instagram et TikTok, des contenus soignés qui donnent envie, et une communauté qu’on écoute vraiment. ' +
      'Chaque mission commence par un audit de vos comptes et un appel de découverte.',
    createdAt: daysBefore(420),
    activity: 2,
    cm: {
      headline: 'Community manager spécialisée mode & beauté',
      skills: [
        { name: 'Instagram', level: 5 },
        { name: 'Canva', level: 5 },
        { name: 'TikTok', level: 4 },
        { name: 'Copywriting', level: 4 },
        { name: 'Stratégie social media', level: 4 },
        { name: 'Influence', level: 3 },
        { name: 'Reels & Shorts', level: 3 },
      ],
      hourlyRateMin: 45,
      hourlyRateMax: 65,
      experienceYears: 7,
      availability: true,
      entered: { rate: true, experience: true, availability: true },
      remoteOk: true,
      languages: ['Français', 'Anglais'],
      socialLinks: {
        instagram: 'https://www.instagram.com/camille.martin.cm',
        linkedin: 'https://www.linkedin.com/in/camille-martin-cm',
      },
    },
  };

  const company: Member = {
    id: memberId(demoCompanyAccount.email),
    email: demoCompanyAccount.email,
    firstName: 'Marie',
    lastName: 'Dupont',
    fullName: 'Marie Dupont',
    gender: 'f',
    userType: 'company',
    role: 'user',
    phone: '+33 6 39 98 56 78',
    city: cityNamed('Lyon'),
    sector: 'Restauration',
    searchRadiusKm: 50,
    bio: null,
    createdAt: daysBefore(300),
    activity: 2,
    company: {
      companyName: 'Boulangerie Dupont',
      business: 'une boulangerie artisanale',
      companySize: '11-50',
      website: 'https://boulangerie-dupont.demo.cmconnect.fr',
      description:
        'Boulangerie artisanale familiale installée à Lyon depuis 1998, trois boutiques et une vingtaine de passionnés. ' +
        'Pains au levain, viennoiseries pur beurre et pâtisseries de saison : nous voulons raconter notre savoir-faire sur les réseaux sociaux. ' +
        'Nos valeurs : proximité, qualité et transparence.',
    },
  };

  const individual: Member = {
    id: memberId(demoIndividualAccount.email),
    email: demoIndividualAccount.email,
    firstName: 'Julien',
    lastName: 'Bernard',
    fullName: 'Julien Bernard',
    gender: 'm',
    userType: 'individual',
    role: 'user',
    phone: '+33 6 39 98 90 12',
    city: cityNamed('Nantes'),
    sector: 'Sport',
    searchRadiusKm: 30,
    bio: `${INDIVIDUAL_BIO_PREFIX}Sport`,
    createdAt: daysBefore(240),
    activity: 1,
    project: 'mon activité de coach sportif',
  };

  return [admin, cm, company, individual];
}
