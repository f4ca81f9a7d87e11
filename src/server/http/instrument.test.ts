import { describe, expect, it } from 'vitest';
import { countingFailures } from './instrument.ts';

describe('instrumented parts', () => {
  it('counts each failed run of a job by its kind and lets the failure through', async () => {
    const failed: string[] = [];
    const kinds: string[] = [];
    const handlers = countingFailures(
      { declareBackgroundJobKind: (kind) => kinds.push(kind), backgroundJobAttemptFailed: (kind) => failed.push(kind) },
      { 'mail.deliver': async () => Promise.reject(new Error('SMTP down')), 'files.remove': async () => {} },
    );
    expect(kinds).toEqual(['mail.deliver', 'files.remove']);
    await expect(handlers['mail.deliver']()).rejects.toThrow('SMTP down');
    await handlers['files.remove']();
    expect(failed).toEqual(['mail.deliver']);
  });
});
