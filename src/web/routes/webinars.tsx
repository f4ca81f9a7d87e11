import { useState } from 'react';
import { Bell, CalendarDays, Clock, Video } from 'lucide-react';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { buttonStyles } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { formatSessionDate, isoDay, SESSION_TIME, upcomingSessions, type WebinarSession } from '#web/features/webinars/schedule.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const NOTIFY_EMAIL = 'contact@cmconnect.fr';

const notifyHref = (session: WebinarSession) =>
  `mailto:${NOTIFY_EMAIL}?${new URLSearchParams({
    subject: `Webinaire : ${session.title}`,
    body: `Bonjour,\n\nJe souhaite être prévenu(e) de l’ouverture des inscriptions au webinaire « ${session.title} » prévu le ${formatSessionDate(session.date)}.\n\nMerci !`,
  })
    .toString()
    .replace(/\+/g, '%20')}`;

const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short' });

function SessionCard({ session }: { session: WebinarSession }) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
      <div className="flex size-16 shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
        <span className="text-xl leading-none font-bold">{session.date.getDate()}</span>
        <span className="mt-1 text-xs font-semibold uppercase">{shortMonth.format(session.date)}</span>
      </div>
      <div className="flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
            Session prévue
          </span>
          <span className="text-xs font-medium text-slate-500">{session.audience}</span>
        </div>
        <h3 className="mt-2 text-lg font-semibold text-slate-900">{session.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{session.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={isoDay(session.date)}>{formatSessionDate(session.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {SESSION_TIME}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Video className="size-4" aria-hidden="true" />
            En ligne, gratuit
          </span>
        </p>
      </div>
      <a href={notifyHref(session)} className={buttonStyles({ variant: 'secondary', size: 'sm' })} aria-label={`Être prévenu : ${session.title}`}>
        <Bell className="size-4" aria-hidden="true" />
        Être prévenu
      </a>
    </Card>
  );
}

export default function WebinarsRoute() {
  usePageMeta({
    title: 'Webinaires',
    description: 'Les webinaires gratuits de CM Connect pour les community managers et leurs clients : sessions prévues, thèmes et dates.',
  });
  // The schedule is computed once per visit, relative to today.
  const [sessions] = useState(() => upcomingSessions());
  return (
    <div className="space-y-12">
      <PageHero
        eyebrow="Ressources"
        title="Webinaires"
        lead="Des sessions en ligne d’une heure, gratuites, animées par des community managers de la plateforme : un thème concret, des exemples réels et du temps pour vos questions."
      />
      <section aria-labelledby="webinars-upcoming">
        <h2 id="webinars-upcoming" className="text-2xl font-bold tracking-tight text-slate-900">
          Sessions prévues
        </h2>
        <p className="mt-2 mb-6 text-slate-600">
          Les inscriptions ne sont pas encore ouvertes. Cliquez sur « Être prévenu » pour nous écrire : nous vous enverrons le lien d’inscription dès
          qu’il sera disponible. Les dates peuvent encore évoluer.
        </p>
        <ul className="space-y-4">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">Proposer un thème</h2>
          <p className="mt-2 text-sm text-slate-600">
            Une question qui revient souvent, un sujet que vous aimeriez approfondir ? Dites-le-nous via la{' '}
            <TextLink to={paths.contact}>page contact</TextLink>.
          </p>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">En attendant</h2>
          <p className="mt-2 text-sm text-slate-600">
            Retrouvez nos <TextLink to={paths.guides}>guides pratiques</TextLink> et les derniers articles du{' '}
            <TextLink to={paths.blog}>blog</TextLink>.
          </p>
        </Card>
      </section>
    </div>
  );
}
