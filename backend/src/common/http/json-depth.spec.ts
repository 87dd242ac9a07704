import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => Buffer.from(open.repeat(depth) + close.repeat(depth));

describe('nestsDeeperThan', () => {
  it('allows bodies up to the limit and refuses one level more, for arrays and objects', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const objects = (depth: number) => Buffer.from('{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1));
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts depth, not brackets: many siblings are fine', () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1, { b: [] }] })))), 5)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ text: '[[[[[[{{{{{{' })), 2)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ text: 'say \\"[[[[ and "{{{{" \\\\' })), 2)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ ['[[[[']: '{{{{' })), 1)).toBe(false);
  });

  it('reads multi-byte UTF-8 text without mistaking its bytes for brackets', () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ name: 'Zoë 日本 🎉 [' })), 1)).toBe(false);
  });

  it('scans 2,000 levels (4 KB) without recursion', () => {
    expect(nestsDeeperThan(nested(2000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
