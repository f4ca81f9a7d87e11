import { useState } from 'react';
import type { TAdminApplication } from '#contracts/admin-missions';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';

const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** 'Gestion des candidatures' rows; 'Voir les détails' opens the letter, the mission and the dates. */
export function ApplicationsTable({ applications }: { applications: TAdminApplication[] }) {
  const [shown, setShown] = useState<TAdminApplication | null>(null);
  return (
    <>
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={head}>Candidat</th>
              <th className={head}>Mission</th>
              <th className={head}>Statut</th>
              <th className={head}>Date</th>
              <th className={head}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {applications.map((application) => (
              <tr key={application.id} className="text-sm">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <UserAvatar name={application.applicant.fullName} url={application.applicant.avatarUrl} size="sm" />
                    <div>
                      <p className="font-medium text-slate-900">{application.applicant.fullName}</p>
                      <p className="text-slate-500">{application.applicant.email}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">{application.job.title}</td>
                <td className="px-4 py-3">
                  <ApplicationStatusBadge status={application.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(application.createdAt)}</td>
                <td className="px-4 py-3 text-right">
                  <Button size="sm" variant="secondary" onClick={() => setShown(application)}>
                    Voir les détails
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && <ApplicationDetails application={shown} onClose={() => setShown(null)} />}
    </>
  );
}

function ApplicationDetails({ application, onClose }: { application: TAdminApplication; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={`Candidature de ${application.applicant.fullName}`}>
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-500">Mission</dt>
          <dd className="mt-1 text-slate-900">
            {application.job.status === 'draft' ? (
              application.job.title
            ) : (
              <TextLink to={paths.mission(application.job.id)}>{application.job.title}</TextLink>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Statut</dt>
          <dd className="mt-1">
            <ApplicationStatusBadge status={application.status} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Lettre de motivation</dt>
          <dd className="mt-1 max-h-64 overflow-y-auto whitespace-pre-line text-slate-900">{application.coverLetter}</dd>
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="font-medium text-slate-500">Envoyée le</dt>
            <dd className="mt-1 text-slate-900">{formatDateTime(application.createdAt)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Mise à jour le</dt>
            <dd className="mt-1 text-slate-900">{formatDateTime(application.updatedAt)}</dd>
          </div>
        </div>
      </dl>
    </Dialog>
  );
}
