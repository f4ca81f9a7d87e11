/**
 * The environment `npm start` runs the server with: glibc keeps at most 2 malloc arenas, unless
 * told otherwise. Compression and PGlite's file reads run on libuv's threads; with glibc's default
 * (8 per core) each kept an arena of its own that it never gave back (ADR 0060: ~170 MB less RSS
 * after start-up, ~80 MB less after a load and a minute idle).
 */
export const serverEnvironment = (env) => ({ MALLOC_ARENA_MAX: '2', ...env });
