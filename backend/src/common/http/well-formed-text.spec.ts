import type { Request } from 'express';
import { wellFormedText } from './well-formed-text';

/** An array nested `levels` deep with `leaf` at the bottom, built without recursion. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = [{ [`k${level}`]: value }];
  return value;
}

describe('wellFormedText', () => {
  const check = (body: unknown) => {
    const next = jest.fn();
    wellFormedText({ url: '/api/login', path: '/api/login', body } as Request, {} as never, next);
    return (next.mock.calls[0][0] as { code?: string } | undefined)?.code;
  };

  it('walks a body nested 200,000 levels deep without overflowing the stack', () => {
    expect(check(nested(200_000, 'fine'))).toBeUndefined();
    expect(check(nested(200_000, 'a\u0000b'))).toBe('REQUEST.MALFORMED_TEXT');
  });

  it('checks keys as well as values', () => {
    expect(check({ ok: [{ '\uD800': 1 }] })).toBe('REQUEST.MALFORMED_TEXT');
    expect(check({ ok: ['💥', { nested: 'Ａｄｍｉｎ' }], raw: Buffer.from([0]) })).toBeUndefined();
  });
});
