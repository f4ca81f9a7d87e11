import pg from 'pg';
import pRetry from 'p-retry';

/** `application_name` of the one listening connection per instance (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'cm_listener';

export type ListenerLog = { warn(obj: object, message: string): void; info(obj: object, message: string): void };

export type Subscriber = {
  onNotify: (payload: string) => void;
  /** Told each time the connection is lost or cannot be made (notifications may be missed until onReconnect). */
  onError?: (error: unknown) => void;
  /** Told once LISTEN is in place again after a loss: catch up on what may have been missed. */
  onReconnect?: () => void;
};

export type SharedListenerOptions = {
  log?: ListenerLog;
  /** First reconnection delay; grows ×2 (with jitter) up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  connectionTimeoutMillis?: number;
};

export type SharedListener = {
  /** Subscribes to a channel; resolves once LISTEN is in place, or once the first try to connect failed (it keeps trying). */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  /** True while the connection is up. */
  isConnected(): boolean;
  close(): Promise<void>;
};

const quiet: ListenerLog = { warn: () => {}, info: () => {} };

type Connection = { client: pg.Client; channels: Set<string> };

/**
 * One PostgreSQL connection per instance that LISTENs for everyone (job worker, settings cache,
 * realtime bus, other caches). When it is lost it reconnects with exponential backoff and jitter
 * (p-retry), LISTENs again on every channel, then calls each subscriber's `onReconnect` so it
 * catches up on what it missed. Without subscribers it holds no connection.
 */
export function createSharedListener(
  connectionString: string,
  // At most 2 s between attempts (4 s with jitter): an instance hears the others again within
  // seconds of the database's return, and a few connection attempts a second cost it nothing.
  { log = quiet, minDelayMs = 250, maxDelayMs = 2_000, connectionTimeoutMillis = 5_000 }: SharedListenerOptions = {},
): SharedListener {
  const subscribers = new Map<string, Set<Subscriber>>();
  let current: Connection | null = null;
  let connecting: Promise<void> | null = null;
  let abort: AbortController | null = null;
  /** A connection was lost or refused since the last successful one: subscribers catch up on the next. */
  let missed = false;
  let closed = false;
  /** listen() calls waiting for the current attempt to end, whichever way. */
  let waiters: (() => void)[] = [];

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);
  const wakeWaiters = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      log.warn({ err: error }, 'listener: a subscriber failed');
    }
  };

  function tellLost(error: unknown) {
    missed = true;
    for (const subscriber of everyone()) if (subscriber.onError) safely(() => subscriber.onError!(error));
  }

  function lost(client: pg.Client, error: unknown) {
    if (current?.client !== client) return;
    current = null;
    client.end().catch(() => undefined);
    log.warn({ err: error }, 'database listener lost; reconnecting');
    tellLost(error);
    connect();
  }

  async function listenOn(connection: Connection, channel: string) {
    await connection.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    connection.channels.add(channel);
  }

  async function openOnce(): Promise<Connection> {
    const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, connectionTimeoutMillis });
    // Listeners for the client's whole life: an unhandled 'error' event would end the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('listener connection ended')));
    client.on('notification', (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? []) safely(() => subscriber.onNotify(message.payload ?? ''));
    });
    const connection: Connection = { client, channels: new Set() };
    try {
      await client.connect();
      for (const channel of subscribers.keys()) await listenOn(connection, channel);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    return connection;
  }

  function connect(): Promise<void> {
    if (connecting) return connecting;
    if (closed || current || subscribers.size === 0) return Promise.resolve();
    const controller = new AbortController();
    abort = controller;
    connecting = pRetry(openOnce, {
      retries: Number.POSITIVE_INFINITY,
      factor: 2,
      minTimeout: minDelayMs,
      maxTimeout: maxDelayMs,
      randomize: true,
      signal: controller.signal,
      unref: true,
      onFailedAttempt: ({ error, attemptNumber }) => {
        if (attemptNumber === 1 || attemptNumber % 10 === 0) log.warn({ err: error, attemptNumber }, 'database listener cannot connect; retrying');
        tellLost(error);
        wakeWaiters();
      },
    }).then(
      async (connection) => {
        connecting = null;
        if (closed || controller.signal.aborted || subscribers.size === 0) {
          connection.client.removeAllListeners('end');
          await connection.client.end().catch(() => undefined);
          wakeWaiters();
          return;
        }
        current = connection;
        // Channels subscribed to while the connection was being made.
        for (const channel of subscribers.keys()) {
          if (!connection.channels.has(channel)) await listenOn(connection, channel).catch((error: unknown) => lost(connection.client, error));
        }
        wakeWaiters();
        if (current !== connection || !missed) return;
        missed = false;
        log.info({}, 'database listener reconnected');
        for (const subscriber of everyone()) if (subscriber.onReconnect) safely(() => subscriber.onReconnect!());
      },
      () => {
        // Aborted: closed, or nobody listens any more.
        connecting = null;
        wakeWaiters();
      },
    );
    return connecting;
  }

  return {
    async listen(channel, subscriber) {
      if (closed) throw new Error('listener closed');
      const set = subscribers.get(channel) ?? new Set<Subscriber>();
      const isNewChannel = set.size === 0;
      set.add(subscriber);
      subscribers.set(channel, set);
      if (current && isNewChannel && !current.channels.has(channel)) {
        const connection = current;
        await listenOn(connection, channel).catch((error: unknown) => lost(connection.client, error));
      } else if (!current) {
        const attemptEnded = new Promise<void>((resolve) => waiters.push(resolve));
        void connect();
        await attemptEnded;
      }
      return async () => {
        const remaining = subscribers.get(channel);
        if (!remaining?.delete(subscriber)) return;
        if (remaining.size > 0) return;
        subscribers.delete(channel);
        const connection = current;
        if (subscribers.size === 0) {
          // Nobody listens: give the connection back.
          abort?.abort();
          current = null;
          if (connection) {
            connection.client.removeAllListeners('end');
            await connection.client.end().catch(() => undefined);
          }
          return;
        }
        if (connection?.channels.delete(channel)) {
          await connection.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    isConnected: () => current !== null,
    async close() {
      if (closed) return;
      closed = true;
      abort?.abort();
      const connection = current;
      current = null;
      subscribers.clear();
      wakeWaiters();
      if (connection) {
        connection.client.removeAllListeners('end');
        await connection.client.end().catch(() => undefined);
      }
    },
  };
}
