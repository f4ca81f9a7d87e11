import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, isStorageFull } from './failures.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error: "Failed query: …" with the original as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'a backend terminated by an administrator (pg_terminate_backend, fast stop)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shutdown', withCode('57P02')],
    ['a server starting up or shutting down', withCode('57P03', 'the database system is starting up')],
    ['a class 08 connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['any of these wrapped by Drizzle', wrapped(withCode('ECONNREFUSED'))],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it.each([
    ['disk full (53100)', wrapped(withCode('53100', 'could not extend file "base/5/16384": No space left on device'))],
    ['ENOSPC from the file system', withCode('ENOSPC')],
    ['a read-only file system', withCode('EROFS')],
  ])('recognises %s', (_name, error) => {
    expect(isStorageFull(error)).toBe(true);
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('leaves other errors alone', () => {
    expect(isStorageFull(withCode('23505'))).toBe(false);
  });
});
