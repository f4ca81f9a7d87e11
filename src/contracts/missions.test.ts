import { describe, expect, it } from 'vitest';
import { formatDuration, formatLocation, JOB_STATUS_LABELS, JOB_SUMMARY_LENGTH, JOB_TYPE_LABELS, summarize } from './missions-terms.ts';

describe('job display helpers', () => {
  it('labels types and statuses as the spec does', () => {
    expect(JOB_TYPE_LABELS).toEqual({ freelance: 'Freelance', full_time: 'CDI', part_time: 'Temps partiel', contract: 'Contrat' });
    expect(JOB_STATUS_LABELS).toEqual({ open: 'En cours', closed: 'Terminée', draft: 'Brouillon' });
  });

  it('cuts descriptions at 200 characters with an ellipsis', () => {
    expect(JOB_SUMMARY_LENGTH).toBe(200);
    expect(summarize('Court.')).toBe('Court.');
    const exact = 'a'.repeat(200);
    expect(summarize(exact)).toBe(exact);
    expect(summarize('b'.repeat(250))).toBe(`${'b'.repeat(200)}...`);
    expect(summarize(`${'c'.repeat(199)} suite`)).toBe(`${'c'.repeat(199)}...`);
  });

  it('falls back to the spec texts for duration and location', () => {
    expect(formatDuration('3 mois')).toBe('3 mois');
    expect(formatDuration(null)).toBe('Durée à définir');
    expect(formatDuration('  ')).toBe('Durée à définir');
    expect(formatLocation('Lyon')).toBe('Lyon');
    expect(formatLocation(null)).toBe('Non spécifié');
    expect(formatLocation('', 'France')).toBe('France');
  });
});
