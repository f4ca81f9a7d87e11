/**
 * What a database failure means for a request: the database is out of reach (the request can be
 * tried again in a few seconds: 503), or its disk refuses writes (503, reads keep working).
 * Drizzle wraps driver errors (`cause`), so the whole chain is looked at.
 */

/** Socket errors of a connection that could not be made or was lost. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
 * 57P01 admin shutdown (pg_terminate_backend, a fast stop), 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up, shutting down), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says, without a code, when a connection is lost or cannot be had in time. */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error and is not queryable',
  'terminating connection',
  // The pool's query timeout: the database stopped answering (frozen, a network cut).
  'Query read timeout',
];
/** SQLSTATE 53100 disk full; errnos of a full or read-only disk (PGlite writes its own files). */
const STORAGE_SQLSTATES = new Set(['53100']);
const STORAGE_ERRNOS = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
const STORAGE_MESSAGES = ['No space left on device', 'could not extend file', 'Read-only file system'];

function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};
const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
};

/** What a request learnt second-hand (a page whose data the API could not read): the database is out of reach. */
export class DatabaseUnreachableError extends Error {
  constructor(message = 'the database is out of reach') {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

/** True when the error says the database cannot be reached now (lost or refused connection, shutdown, timeout). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnreachableError) return true;
    const code = codeOf(link);
    if (code && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = messageOf(link);
    if (CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** True when the database's disk refuses the write (full, over quota, read-only). */
export function isStorageFull(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = codeOf(link);
    if (code && (STORAGE_SQLSTATES.has(code) || STORAGE_ERRNOS.has(code))) return true;
    const message = messageOf(link);
    if (STORAGE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
