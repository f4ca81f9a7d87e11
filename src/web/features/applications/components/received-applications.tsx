import { useId } from 'react';
import { Link } from 'react-router';
import type { TReceivedApplication } from '#contracts/applications';
import {
  APPLICATION_STATUSES,
  RECEIVED_APPLICATION_SORTS,
  applicationStatusLabels,
  receivedApplicationSortLabels,
  rejectionText,
} from '#contracts/applications-terms';
import { aboutMission } from '#contracts/messages-terms';
import { formatRating, NEW_MEMBER_LABEL } from '#contracts/profiles-terms';
import { paths } from '#contracts/paths';
import { Avatar } from '#web/components/layouts/avatar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ApplicationStatusBadge } from '#web/components/ui/application-status-badge.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatCount, formatDate, formatHourlyRate } from '#web/lib/format.ts';
import { useReceivedApplications } from '../api/get-received-applications.ts';
import { ApplicationAnswers } from './application-answers.tsx';
import { BidSummary } from './bid-summary.tsx';
import { usePipelineFilters } from './use-pipeline-filters.ts';

const loadFailed = 'Une erreur est survenue lors du chargement des candidatures';

/**
 * 'Candidatures reçues': the client's pipeline. One mission or all, by status, sorted by date,
 * rating or hourly rate (members without either last), ten per page with exact counts. Each
 * applicant's name and photo open their profile; an undecided application can be shortlisted,
 * accepted or refused (with a reason), and any applicant contacted about the mission at no cost.
 */
export function ReceivedApplications() {
  const { query, set } = usePipelineFilters();
  const applications = useReceivedApplications(query);
  if (applications.isPending) return <Spinner />;
  if (applications.isError) return <Alert tone="error">{errorMessageOf(applications.error, loadFailed)}</Alert>;
  const { data } = applications;
  const everything = Object.values(data.statusCounts).reduce((sum, n) => sum + n, 0);
  if (data.missions.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="font-semibold text-slate-900">Aucune candidature reçue pour le moment.</p>
      </Card>
    );
  }
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const sharedTitles = new Set(data.missions.map((mission) => mission.title).filter((title, index, titles) => titles.indexOf(title) !== index));
  return (
    <div className="space-y-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-3">
        <FormField label="Mission">
          {(field) => (
            <Select {...field} value={query.job ?? ''} onChange={(event) => set('mission', event.target.value)}>
              <option value="">Toutes les missions</option>
              {data.missions.map((mission) => (
                <option key={mission.id} value={mission.id}>
                  {/* Two missions of the same title are told apart by their date. */}
                  {mission.title}
                  {sharedTitles.has(mission.title) && ` — ${formatDate(mission.createdAt)}`} ({formatCount(mission.applicationCount)})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Statut">
          {(field) => (
            <Select {...field} value={query.status ?? ''} onChange={(event) => set('status', event.target.value)}>
              <option value="">Tous les statuts ({formatCount(everything)})</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {applicationStatusLabels[status]} ({formatCount(data.statusCounts[status] ?? 0)})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Trier par">
          {(field) => (
            <Select {...field} value={query.sort} onChange={(event) => set('sort', event.target.value)}>
              {RECEIVED_APPLICATION_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {receivedApplicationSortLabels[sort]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Card>
      {query.job && (
        <p className="text-sm">
          <TextLink to={paths.missionBids(query.job)}>Comparer les offres de cette mission</TextLink>
        </p>
      )}
      <p role="status" className="text-sm text-slate-600">
        {data.total === 0
          ? 'Aucune candidature ne correspond à ces filtres.'
          : `${formatCount(data.total)} candidature${data.total > 1 ? 's' : ''} · page ${formatCount(query.page)} sur ${formatCount(pageCount)}`}
      </p>
      <ul className="space-y-4">
        {data.applications.map((application) => (
          <li key={application.id}>
            <ReceivedApplicationCard application={application} />
          </li>
        ))}
      </ul>
      <Pager
        label="Pages des candidatures"
        page={query.page}
        pageCount={pageCount}
        hasNext={query.page < pageCount}
        onPage={(page) => set('page', String(page))}
      />
    </div>
  );
}

/** The applicant's rating and rate, only as they exist: 'Nouveau' without reviews, no rate when none was entered. */
function ApplicantFacts({ facts }: { facts: TReceivedApplication['applicantFacts'] }) {
  const rating =
    facts.averageRating !== null && facts.reviewCount > 0
      ? `${formatRating(facts.averageRating)}/5 (${formatCount(facts.reviewCount)} avis)`
      : NEW_MEMBER_LABEL;
  const rate = formatHourlyRate(facts.hourlyRateMin, facts.hourlyRateMax);
  return <p className="text-sm text-slate-600">{rate ? `${rating} · ${rate}` : rating}</p>;
}

function ReceivedApplicationCard({ application }: { application: TReceivedApplication }) {
  const headingId = useId();
  const { applicant } = application;
  const profile = paths.profile(applicant.id);

  return (
    <Card className="space-y-4 p-5">
      <article aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link to={profile} tabIndex={-1} aria-hidden="true">
              <Avatar name={applicant.fullName} url={applicant.avatarUrl} />
            </Link>
            <div>
              <h2 id={headingId} className="font-semibold text-slate-900">
                <TextLink to={profile}>{applicant.fullName}</TextLink>
              </h2>
              <a href={`mailto:${applicant.email}`} className="text-sm text-indigo-600 hover:underline">
                {applicant.email}
              </a>
              <ApplicantFacts facts={application.applicantFacts} />
            </div>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm text-slate-600">
          Mission : <TextLink to={paths.mission(application.job.id)}>{application.job.title}</TextLink> · Reçue le {formatDate(application.createdAt)}
        </p>
        <BidSummary bid={application.bid} label="Offre" />
        <div className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">{application.coverLetter}</div>
        {application.rejection && (
          <p className="text-sm text-slate-600">
            <span className="font-medium">Motif du refus :</span> <span>{rejectionText(application.rejection)}</span>
          </p>
        )}
        <ApplicationAnswers
          application={{ id: application.id, status: application.status, applicantName: applicant.fullName, missionTitle: application.job.title }}
        >
          <ButtonLink
            to={paths.dashboardTab('messages', { with: applicant.id, about: application.job.id })}
            size="sm"
            variant="secondary"
            aria-label={`Contacter ${applicant.fullName} (${aboutMission(application.job.title)})`}
          >
            Contacter
          </ButtonLink>
        </ApplicationAnswers>
      </article>
    </Card>
  );
}
