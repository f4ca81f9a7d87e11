import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

/** A titled card of the profile page. */
export function ProfileSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('p-6', className)}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** The 'À propos' card: the member's own words (line breaks kept), or a note that there are none yet. */
export function AboutSection({ text }: { text: string | null }) {
  return (
    <ProfileSection title="À propos">
      {text ? (
        <p className="whitespace-pre-line text-slate-700">{text}</p>
      ) : (
        <p className="text-sm text-slate-600">Aucune présentation pour le moment.</p>
      )}
    </ProfileSection>
  );
}

/** Terms and their values ('Tarif horaire' → '40 – 60 €/h'). */
export function FactList({ facts }: { facts: Array<{ label: string; value: ReactNode } | null | false> }) {
  return (
    <dl className="space-y-3 text-sm">
      {facts.filter(Boolean).map((fact) =>
        fact ? (
          <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-slate-500">{fact.label}</dt>
            <dd className="text-right font-medium text-slate-900">{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
