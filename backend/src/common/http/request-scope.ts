import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';
import { runInScope } from '../async-scope';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (a trusted proxy's X-Request-Id, else a new one) and echoes it, then runs the rest of the
 * request in its scope (async-scope.ts): the id for its log lines, and an entity manager of its own forked from `root`
 * when first used (request-entity-manager.ts).
 */
export function requestScopes(root: EntityManager): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) => {
    const incoming = request.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    request.headers['x-request-id'] = requestId;
    response.setHeader('x-request-id', requestId); // lower case, as Node keeps it: no new string per answer
    runInScope({ log: { requestId }, entityManager: { root } }, next);
  };
}
