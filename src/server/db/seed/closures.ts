/** How each closed demo mission ended, so the clients' hire and response figures mean something. */
import type { Application, Closure, Mission } from './model.ts';
import { Random } from './random.ts';
import { between, duration, earliest, later, latest, REFERENCE_DATE } from './time.ts';

/**
 * A closed mission with an accepted applicant was mostly filled here (that applicant hired),
 * sometimes elsewhere or given up; one without was filled elsewhere or abandoned. It closed
 * after its last application was answered, within a few weeks.
 */
export function buildClosures(missions: Mission[], applications: Application[]): Closure[] {
  const random = Random.for('closures');
  const byMission = new Map<string, Application[]>();
  for (const application of applications) {
    byMission.set(application.mission.id, [...(byMission.get(application.mission.id) ?? []), application]);
  }
  return missions
    .filter((mission) => mission.status === 'closed')
    .map((mission) => {
      const received = byMission.get(mission.id) ?? [];
      const accepted = received.find((application) => application.status === 'accepted') ?? null;
      const outcome = accepted
        ? random.oneOf<Closure['outcome']>([
            ['filled_here', 80],
            ['filled_elsewhere', 12],
            ['abandoned', 8],
          ])
        : random.oneOf<Closure['outcome']>([
            ['filled_elsewhere', 60],
            ['abandoned', 40],
          ]);
      const lastEvent = latest(mission.createdAt, ...received.map((application) => application.decidedAt ?? application.createdAt));
      const closedAt = between(
        random,
        earliest(later(lastEvent, duration.day), REFERENCE_DATE),
        earliest(later(lastEvent, 30 * duration.day), REFERENCE_DATE),
      );
      return { mission, outcome, closedAt, hired: outcome === 'filled_here' ? accepted : null };
    });
}
