import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config';

export type OriginPolicy = Config['origins'];

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin the client used to reach us: `http(s)://<Host header>`. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * Whether a browser page on `origin` may send us state-changing requests. Always: the public
 * URL and `TRUSTED_ORIGINS`. Outside production also the request's own origin (the app opened
 * by whatever address it listens on) and the loopback names on any port.
 */
export function isTrustedOrigin(policy: OriginPolicy, origin: string | null | undefined, ownOrigin: string): boolean {
  const normalized = origin ? originOf(origin) : null;
  if (!normalized || normalized !== origin) return false;
  if (policy.trusted.includes(normalized)) return true;
  if (!policy.followRequest) return false;
  return normalized === originOf(ownOrigin) || LOOPBACK_HOSTNAMES.has(new URL(normalized).hostname);
}

/** Where links given back to this request's browser point: its own origin outside production. */
export function linkBase(policy: OriginPolicy, publicUrl: string, request: FastifyRequest): string {
  return policy.followRequest ? requestOrigin(request) : publicUrl;
}

/** What a route needs to build the links of the mails it sends. */
export type MailLinkSettings = { publicUrl: string; origins: OriginPolicy; authSecret: string };

/**
 * The links of a request's mails: the address the user opened (outside production) and the key
 * that signs unsubscribe tokens.
 */
export const mailLinksFor =
  ({ publicUrl, origins, authSecret }: MailLinkSettings) =>
  (request: FastifyRequest) => ({ baseUrl: linkBase(origins, publicUrl, request), secret: authSecret });

/** `url` moved onto `origin` (same path and query). */
export function onOrigin(url: string, origin: string): string {
  const link = new URL(url);
  const target = new URL(origin);
  link.protocol = target.protocol;
  link.host = target.host;
  return link.toString();
}

/**
 * A link Better Auth mails while serving a request: outside production it points to the
 * address the user opened (the request's origin); in production to the public URL it was built with.
 */
export function linkFor(policy: OriginPolicy, url: string, request?: Request): string {
  const origin = policy.followRequest && request ? originOf(request.url) : null;
  return origin ? onOrigin(url, origin) : url;
}
