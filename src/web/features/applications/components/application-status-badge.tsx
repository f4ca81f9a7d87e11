import {
  applicationStatusLabels,
  applicationStatusTones,
  type TApplicationStatus,
} from '#contracts/applications-terms';
import { Badge } from '#web/components/ui/badge.tsx';

/** 'En attente' yellow, 'Acceptée' green, 'Refusée' red; any other value raw in gray (spec §4). */
export function ApplicationStatusBadge({ status }: { status: TApplicationStatus | (string & {}) }) {
  const known = status in applicationStatusLabels ? (status as TApplicationStatus) : null;
  return (
    <Badge tone={known ? applicationStatusTones[known] : 'gray'}>{known ? applicationStatusLabels[known] : status}</Badge>
  );
}
