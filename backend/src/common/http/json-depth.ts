import type { NextFunction, Request, Response } from 'express';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

/** How deep a JSON body may nest objects and arrays; our deepest body has 2 levels. Keep in step with TOO_DEEP's message. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests deeper than `max`, by counting brackets outside strings, one pass and no recursion. UTF-8
 * continuation bytes are never ASCII, so scanning bytes is exact.
 */
export function nestsDeeperThan(json: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH)
        index++; // the escaped character, a quote included, cannot end the string
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * A body nested past MAX_JSON_DEPTH is refused with 400 before anything walks it: validators, transformers and our own
 * checks recurse, and a few kilobytes of brackets overflowed the stack (a 500 per request). Runs after the JSON
 * parser, which keeps the raw bytes (rawBody) of every body it parsed.
 */
export function jsonDepthLimit(request: Request, _response: Response, next: NextFunction): void {
  const raw = (request as Request & { rawBody?: Buffer }).rawBody;
  next(raw && nestsDeeperThan(raw, MAX_JSON_DEPTH) ? appError(COMMON_ERRORS.TOO_DEEP) : undefined);
}
