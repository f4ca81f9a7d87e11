import { describe, expect, it } from 'vitest';
import { backgroundJobKindLabel, formatAttempts } from './admin-background-jobs-terms.ts';
import { auditActionLabel } from './admin-terms.ts';

describe("'Tâches en échec' terms", () => {
  it('names the known kinds in French and shows an unknown kind as it is', () => {
    expect(backgroundJobKindLabel('mail.deliver')).toBe("Envoi d'un email");
    expect(backgroundJobKindLabel('domain.event')).toBe('Notifications et emails aux membres');
    expect(backgroundJobKindLabel('search-alert.send')).toBe('Alerte d’une recherche enregistrée');
    expect(backgroundJobKindLabel('digest.weekly')).toBe('digest.weekly');
  });

  it("says attempts as 'n / max' and a retry in 'Activité récente'", () => {
    expect(formatAttempts(3, 10)).toBe('3 / 10');
    expect(auditActionLabel('background_job.retry')).toBe('a relancé la tâche');
  });
});
