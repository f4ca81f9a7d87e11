import type { FastifyInstance } from 'fastify';
import { errorMessages } from '#contracts/errors-terms';
import { AppError } from './errors.ts';

/** The deepest nesting of arrays and objects a request body may have (ours go 4 levels down). */
export const MAX_BODY_DEPTH = 32;

const isPlainContainer = (value: unknown): value is object => {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether a parsed body nests arrays and plain objects deeper than `max`: a walk with a stack of
 * its own, so any depth is measured without recursion. Buffers (the Stripe webhook's raw body)
 * and other class instances are not entered.
 */
export function nestingExceeds(value: unknown, max: number): boolean {
  if (!isPlainContainer(value)) return false;
  const pending: Array<{ value: object; depth: number }> = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (depth > max) return true;
    for (const item of Object.values(current)) {
      if (isPlainContainer(item)) pending.push({ value: item, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * A body nested absurdly deep (JSON parses 10,000 levels fine) answers a French 400 in the first
 * hook after parsing, before validation and handlers walk it: recursive walks (`JSON.stringify`
 * towards Better Auth, validators) would overflow the stack and answer 500.
 */
export function registerBodyDepthLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (nestingExceeds(request.body, MAX_BODY_DEPTH)) throw new AppError(400, 'VALIDATION_ERROR', errorMessages.jsonTooDeep);
  });
}
