import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { TAccountSession } from '#contracts/account-settings';
import { sessionsMessages } from '#contracts/account-settings-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/get-sessions.ts';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';

const deviceIcons = { Mobile: Smartphone, Tablette: Tablet } as Record<string, typeof Monitor>;

function SessionRow({ session, onRevoke, busy }: { session: TAccountSession; onRevoke: () => void; busy: boolean }) {
  const Icon = (session.device && deviceIcons[session.device]) || Monitor;
  const label = [session.device, session.browser].filter(Boolean).join(' · ') || 'Appareil inconnu';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 text-slate-400" aria-hidden="true" />
        <div className="space-y-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {label}
            {session.current && <Badge tone="green">Cette session</Badge>}
          </p>
          <p className="text-slate-600">
            {session.ipAddress ? `Adresse IP ${session.ipAddress} · ` : ''}Dernière activité le {formatDateTime(session.lastActiveAt)}
          </p>
          <p className="text-xs text-slate-500">Connecté depuis le {formatDate(session.createdAt)}</p>
        </div>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onRevoke} busy={busy} busyLabel="Déconnexion...">
          Déconnecter
        </Button>
      )}
    </li>
  );
}

/** The viewer's active sessions; any other one can be ended, or all of them at once. */
export function SessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const failure = revoke.error ?? revokeOthers.error;
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);

  return (
    <SettingsSection title="Sessions actives" description="Les appareils sur lesquels vous êtes connecté.">
      {failure && <Alert tone="error">{errorMessageOf(failure, sessionsMessages.other)}</Alert>}
      {revokeOthers.isSuccess && <Alert tone="success">{sessionsMessages.othersRevoked}</Alert>}
      {sessions.isPending && <Skeleton className="h-20" />}
      {sessions.isError && <Alert tone="error">{errorMessageOf(sessions.error, sessionsMessages.other)}</Alert>}
      {sessions.data && (
        <ul className="divide-y divide-slate-100" aria-label="Sessions actives">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={revoke.isPending && revoke.variables === session.id}
              onRevoke={() => revoke.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {hasOthers && (
        <Button variant="secondary" onClick={() => revokeOthers.mutate(undefined)} busy={revokeOthers.isPending} busyLabel="Déconnexion...">
          Déconnecter toutes les autres sessions
        </Button>
      )}
    </SettingsSection>
  );
}
