import { CheckCircle2, Clock, ListChecks, XCircle, type LucideIcon } from 'lucide-react';
import { applicationStatusLabels, applicationStatusTones, type TApplicationStatus } from '#contracts/applications-terms';
import { Badge } from './badge.tsx';

const icons: Record<TApplicationStatus, LucideIcon> = { pending: Clock, shortlisted: ListChecks, accepted: CheckCircle2, rejected: XCircle };

/**
 * 'En attente' yellow, 'Acceptée' green, 'Refusée' red, each with its icon; any other value raw
 * in gray (spec §4). Shared by the members' dashboard and the back-office.
 */
export function ApplicationStatusBadge({ status }: { status: TApplicationStatus | (string & {}) }) {
  const known = status in applicationStatusLabels ? (status as TApplicationStatus) : null;
  const Icon = known ? icons[known] : null;
  return (
    <Badge tone={known ? applicationStatusTones[known] : 'gray'}>
      {Icon && <Icon className="mr-1 size-3.5" aria-hidden="true" />}
      {known ? applicationStatusLabels[known] : status}
    </Badge>
  );
}
