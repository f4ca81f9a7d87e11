/** The webinars we plan to run, placed on the calendar relative to today. */
export type WebinarTopic = {
  id: string;
  title: string;
  audience: 'Community managers' | 'Entreprises et particuliers' | 'Tous publics';
  description: string;
  /** Day of the week it falls on (0 = Sunday… 2 = Tuesday, 4 = Thursday). */
  weekday: number;
  /** How many weeks from now, at the earliest. */
  weeksAhead: number;
};

export const WEBINAR_TOPICS: readonly WebinarTopic[] = [
  {
    id: 'premiers-clients',
    title: 'Trouver ses premiers clients en freelance',
    audience: 'Community managers',
    description: 'Positionnement, tarifs, profil et candidature : la méthode pas à pas pour décrocher ses premières missions.',
    weekday: 2,
    weeksAhead: 1,
  },
  {
    id: 'recruter-cm',
    title: 'Recruter un community manager sans se tromper',
    audience: 'Entreprises et particuliers',
    description: 'Définir le besoin, rédiger une mission claire, lire un profil et poser les bonnes questions.',
    weekday: 4,
    weeksAhead: 2,
  },
  {
    id: 'calendrier-editorial',
    title: 'Construire un calendrier éditorial qui tient dans la durée',
    audience: 'Tous publics',
    description: 'Piliers de contenu, rythme de publication, recyclage : un atelier avec des modèles à réutiliser.',
    weekday: 2,
    weeksAhead: 3,
  },
  {
    id: 'crise',
    title: 'Gérer un bad buzz : les 24 premières heures',
    audience: 'Tous publics',
    description: 'Détecter, qualifier, répondre : étude de cas réels et check-list de gestion de crise.',
    weekday: 4,
    weeksAhead: 4,
  },
  {
    id: 'reporting',
    title: 'Un reporting mensuel que vos clients liront',
    audience: 'Community managers',
    description: 'Choisir les bons indicateurs, les présenter simplement et relier les chiffres aux objectifs.',
    weekday: 2,
    weeksAhead: 6,
  },
];

export const SESSION_TIME = '18 h 30 – 19 h 30 (heure de Paris)';

export type WebinarSession = WebinarTopic & { date: Date };

/** No session between 20 December and 3 January. */
const isHolidayBreak = (date: Date) => (date.getMonth() === 11 && date.getDate() >= 20) || (date.getMonth() === 0 && date.getDate() <= 3);

/**
 * The first `weekday` at least `weeksAhead` weeks (and 2 days) after `now`, at midnight local time,
 * moved a week on while it falls in the holiday break.
 */
function sessionDate(now: Date, { weekday, weeksAhead }: WebinarTopic): Date {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + weeksAhead * 7 + 2);
  date.setDate(date.getDate() + ((weekday - date.getDay() + 7) % 7));
  while (isHolidayBreak(date)) date.setDate(date.getDate() + 7);
  return date;
}

/** The planned sessions, soonest first. */
export function upcomingSessions(now: Date = new Date()): WebinarSession[] {
  return WEBINAR_TOPICS.map((topic) => ({
    ...topic,
    date: sessionDate(now, topic),
  })).sort((a, b) => a.date.getTime() - b.date.getTime());
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 'mardi 1 décembre 2026'. */
export const formatSessionDate = (date: Date) => longDate.format(date);

/** '2026-12-01', from the local calendar day (not shifted to UTC). */
export const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
