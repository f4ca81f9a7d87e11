import { describe, expect, it } from 'vitest';
import { messageExcerpt } from './notifications-terms.ts';

describe('the first lines of unread messages (mailed)', () => {
  it('keeps short messages whole, line by line, without blank lines', () => {
    expect(messageExcerpt(['Bonjour,\n\n  Disponible ?  ', 'Merci'])).toEqual(['Bonjour,', 'Disponible ?', 'Merci']);
  });

  it('stops after 4 lines and says more follows', () => {
    expect(messageExcerpt(['1', '2', '3', '4', '5'])).toEqual(['1', '2', '3', '4 …']);
  });

  it('cuts a long text at 300 characters', () => {
    const [line, ...rest] = messageExcerpt(['a'.repeat(500), 'suite']);
    expect(line).toBe(`${'a'.repeat(300)}…`);
    expect(rest).toEqual([]);
  });
});
