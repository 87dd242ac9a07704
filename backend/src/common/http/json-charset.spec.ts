import type { Request } from 'express';
import { declaredCharset, utf8JsonOnly } from './json-charset';

describe('declaredCharset', () => {
  it.each([
    [undefined, undefined],
    ['application/json', undefined],
    ['application/json; charset=utf-8', 'utf-8'],
    ['application/json;charset="UTF-16LE"', 'utf-16le'],
    ['application/json; boundary=x; Charset=latin1', 'latin1'],
  ])('reads %p as %p', (header, charset) => {
    expect(declaredCharset(header)).toBe(charset);
  });
});

describe('utf8JsonOnly', () => {
  const check = (contentType: string, isJson: boolean) => {
    const next = jest.fn();
    const request = { headers: { 'content-type': contentType }, is: () => (isJson ? 'application/json' : false) } as unknown as Request;
    utf8JsonOnly(request, {} as never, next);
    return (next.mock.calls[0][0] as { code?: string } | undefined)?.code;
  };

  it('refuses JSON in any charset but UTF-8', () => {
    expect(check('application/json; charset=utf-16le', true)).toBe('REQUEST.UNSUPPORTED_CHARSET');
    expect(check('application/json; charset=utf8', true)).toBe('REQUEST.UNSUPPORTED_CHARSET');
  });

  it('passes UTF-8 JSON, JSON with no charset, and bodies that are not JSON', () => {
    expect(check('application/json; charset=UTF-8', true)).toBeUndefined();
    expect(check('application/json', true)).toBeUndefined();
    expect(check('text/plain; charset=latin1', false)).toBeUndefined();
  });
});
