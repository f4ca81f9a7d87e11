import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './admin-terms.ts';
import { actionsFor, decisionTexts, NOTICE_TARGETS, transparencyTexts } from './notices-terms.ts';

describe('notice and action terms', () => {
  it("say each step of a notice in 'Activité récente'", () => {
    expect(auditActionLabel('notice.file')).toBe('a déposé un signalement');
    expect(auditActionLabel('notice.decide')).toBe('a tranché un signalement');
    expect(auditActionLabel('complaint.file')).toBe('a déposé une contestation');
    expect(auditActionLabel('complaint.answer')).toBe('a répondu à une contestation');
  });

  it('offer keeping every content, and suspending only where a member wrote it', () => {
    for (const target of NOTICE_TARGETS) expect(actionsFor[target]).toContain('keep');
    expect(actionsFor.article).not.toContain('suspend');
  });

  it("say a notice's age in hours, then days; a half-year and hours in French", () => {
    expect(decisionTexts.age(0)).toBe('Reçu il y a 0 h');
    expect(decisionTexts.age(23)).toBe('Reçu il y a 23 h');
    expect(decisionTexts.age(49)).toBe('Reçu il y a 2 j');
    expect(transparencyTexts.period(2026, 2)).toBe('2nd semestre 2026');
    expect(transparencyTexts.hours(2.5)).toBe('2,5 h');
  });
});
