import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TUserType } from '#contracts/accounts-terms';
import type { Viewer } from '#server/auth/guards';
import { errorMessages } from '#contracts/errors-terms';
import { forbidden, notFound, unauthenticated } from './errors.ts';

/** Who may call a route; every route declares one in `config.access` (ADR 0018). */
export type AccessKind =
  /** Anyone, signed in or not. */
  | 'public'
  /** Only from this machine (127.0.0.0/8, ::1): the development mailbox. */
  | 'loopback'
  /** Any signed-in user. */
  | 'signedIn'
  /** Signed in; the service answers 403 or 404 unless the viewer owns the resource. */
  | 'owner'
  /** Signed in with the server-side admin role. */
  | 'admin'
  /**
   * A metrics scraper: the `METRICS_TOKEN` bearer from anywhere, or this machine without a token
   * unless a proxy relays requests (ADR 0035). Anyone else gets the 404 of an unknown address.
   */
  | 'monitoring';

/** The route's own texts where the spec gives one (otherwise the generic French ones). */
export type AccessMessages = { anonymous?: string; forbidden?: string };

export type Access =
  | AccessKind
  | ({ kind: AccessKind } & AccessMessages)
  /** Signed in as one of these member types (the admin role does not widen it). */
  | ({ userTypes: readonly [TUserType, ...TUserType[]] } & AccessMessages);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route's declared access, in registration order (the authorization matrix walks it). */
    accessRules: AccessRule[];
    /** Set by `declareScopeAccess` on a plugin scope whose third-party routes cannot declare their own. */
    scopeAccess?: Access;
  }
}

export type AccessRule = { method: string; url: string; access: Access };

/** The rule in one shape: what it allows and what it says when it refuses. */
export function normalizeAccess(access: Access): { kind: AccessKind | 'userTypes'; userTypes: readonly TUserType[] } & AccessMessages {
  if (typeof access === 'string') return { kind: access, userTypes: [] };
  if ('userTypes' in access) return { ...access, kind: 'userTypes' };
  return { ...access, userTypes: [] };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** The TCP peer, never a forwarded header: a proxy on this machine does not make its clients local. */
export const isLoopback = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');

/** Headers a reverse proxy adds: the request was relayed, its real client is elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

type MonitoringAccess = {
  /** `METRICS_TOKEN`: sent as `Authorization: Bearer …`. */
  token?: string;
  /** `TRUST_PROXY` is set: a proxy relays requests, so a loopback peer may be anyone; the token is required. */
  behindProxy?: boolean;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function monitoringGuard({ token, behindProxy = false }: MonitoringAccess) {
  const expected = token ? sha256(token) : null;
  return async (request: FastifyRequest) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (expected && bearer !== undefined) {
      // Digests of equal length, compared in constant time; a wrong token is refused even locally.
      if (timingSafeEqual(sha256(bearer), expected)) return;
      throw notFound();
    }
    const relayed = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
    if (isLoopback(request) && !behindProxy && !relayed) return;
    throw notFound();
  };
}

function guardFor(access: Access, monitoring: MonitoringAccess) {
  const rule = normalizeAccess(access);
  if (rule.kind === 'public') return null;
  if (rule.kind === 'monitoring') return monitoringGuard(monitoring);
  if (rule.kind === 'loopback') {
    return async (request: FastifyRequest) => {
      if (!isLoopback(request)) throw forbidden(rule.forbidden ?? errorMessages.loopbackOnly);
    };
  }
  return async (request: FastifyRequest) => checkViewer(access, request.viewer);
}

/**
 * Throws the 401 or 403 a rule that looks only at the viewer (every kind but `loopback` and
 * `monitoring`) gives `viewer`: the route's own check, and the in-process reads' (ADR 0059).
 */
export function checkViewer(access: Access, viewer: Viewer | null): void {
  const rule = normalizeAccess(access);
  if (rule.kind === 'public') return;
  if (rule.kind === 'loopback' || rule.kind === 'monitoring') throw new Error(`the ${rule.kind} rule depends on the connection, not the viewer`);
  if (!viewer) throw unauthenticated(rule.anonymous);
  if (rule.kind === 'admin' && viewer.role !== 'admin') throw forbidden(rule.forbidden);
  if (rule.kind === 'userTypes' && !(viewer.userType && rule.userTypes.includes(viewer.userType))) {
    throw forbidden(rule.forbidden);
  }
}

export const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The one access mechanism (`monitoring` configures the metrics scraper's rule). Registered on the root instance before any route: every route
 * must declare `config.access` (or live in a scope given one by `declareScopeAccess`), or its
 * registration throws. The check runs as the route's first own `onRequest` hook, after the
 * app-level hook that resolves `request.viewer` and before the body is parsed or validated,
 * so an anonymous call with a broken body gets 401, not 400.
 */
export function registerAccess(app: FastifyInstance, { monitoring = {} }: { monitoring?: MonitoringAccess } = {}) {
  app.decorate('accessRules', [] as AccessRule[]);
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access ?? this.scopeAccess;
    const methods = asArray(route.method).join(',');
    if (!access) {
      throw new Error(`${methods} ${route.url} declares no access: add config: { access: … } (ADR 0018)`);
    }
    route.config = { ...route.config, access };
    this.accessRules.push({ method: methods, url: route.url, access });
    const guard = guardFor(access, monitoring);
    if (guard) route.onRequest = [guard, ...asArray(route.onRequest)];
  });
}

/**
 * Gives every route registered in this (encapsulated) scope a default access, for plugins we
 * do not write and cannot pass a route config to (`@fastify/static`). Explicit `config.access`
 * still wins.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access) {
  scope.decorate('scopeAccess', { getter: () => access });
}
