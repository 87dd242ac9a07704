import type { NextFunction, Request, Response } from 'express';
import { AppException } from '../errors/app.exception';
import { createOriginCheck } from './origin-check';

function check(method: string, headers: Record<string, string>, path = '/api/login'): unknown {
  const middleware = createOriginCheck('https://app.example.com', ['http://localhost:5173']);
  const request = {
    method,
    path,
    headers: { host: 'app.example.com', ...headers },
    is: (type: string) => (headers['content-type'] ?? '').startsWith(type) && type,
  } as unknown as Request;
  let outcome: unknown = 'not called';
  middleware(request, {} as Response, ((error?: unknown) => (outcome = error)) as NextFunction);
  return outcome;
}

const refusedWith = (code: string) => expect.objectContaining({ code });

describe('origin check', () => {
  it.each([
    ['same-origin', undefined],
    ['none', undefined],
  ])('lets Sec-Fetch-Site %s through', (site, expected) => {
    expect(check('POST', { 'sec-fetch-site': site })).toBe(expected);
  });

  it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site %s', (site) => {
    expect(check('POST', { 'sec-fetch-site': site, origin: 'https://app.example.com' })).toEqual(refusedWith('REQUEST.CROSS_ORIGIN'));
  });

  it('without Sec-Fetch-Site, accepts our origin, a trusted one and one matching Host', () => {
    expect(check('POST', { origin: 'https://app.example.com' })).toBeUndefined();
    expect(check('PATCH', { origin: 'http://localhost:5173' })).toBeUndefined();
    expect(check('DELETE', { origin: 'http://app.example.com' })).toBeUndefined();
  });

  it('accepts a trusted origin whatever Sec-Fetch-Site says (a dev server on another port is same-site to browsers)', () => {
    expect(check('POST', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:5173' })).toBeUndefined();
    expect(check('POST', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:5173' })).toBeUndefined();
    expect(check('POST', { 'sec-fetch-site': 'cross-site', origin: 'https://app.example.com' })).toEqual(refusedWith('REQUEST.CROSS_ORIGIN'));
    expect(check('POST', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:5174' })).toEqual(refusedWith('REQUEST.CROSS_ORIGIN'));
  });

  it('without Sec-Fetch-Site, refuses a foreign or opaque origin', () => {
    expect(check('POST', { origin: 'https://evil.example' })).toBeInstanceOf(AppException);
    expect(check('POST', { origin: 'null' })).toEqual(refusedWith('REQUEST.CROSS_ORIGIN'));
  });

  it('lets non-browser clients (neither header) through', () => {
    expect(check('POST', {})).toBeUndefined();
  });

  it('never checks reads, nor the signed payment webhook', () => {
    expect(check('GET', { 'sec-fetch-site': 'cross-site' })).toBeUndefined();
    expect(check('POST', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain', 'content-length': '5' }, '/api/webhooks/stripe')).toBeUndefined();
  });

  it('requires a JSON body when there is one', () => {
    expect(check('POST', { 'content-type': 'text/plain', 'content-length': '5' })).toEqual(refusedWith('REQUEST.UNSUPPORTED_MEDIA_TYPE'));
    expect(check('POST', { 'content-type': 'application/json', 'content-length': '2' })).toBeUndefined();
    expect(check('POST', { 'content-length': '0' })).toBeUndefined();
  });
});
