import { JOB_STATUS_LABELS, type TJobStatus } from '#contracts/missions-terms';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<TJobStatus, BadgeTone> = { open: 'green', closed: 'gray', draft: 'yellow' };

/** 'En cours' green, 'Terminée' gray, 'Brouillon' yellow. */
export function MissionStatusBadge({ status }: { status: TJobStatus }) {
  return <Badge tone={tones[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
