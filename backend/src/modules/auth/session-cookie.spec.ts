import { parse } from 'cookie';
import { onlyCookieValue } from './session-cookie';

describe('onlyCookieValue', () => {
  it('reads the one cookie of the name, wherever it is and however it is spaced', () => {
    expect(onlyCookieValue('sid=a', 'sid')).toBe('a');
    expect(onlyCookieValue('theme=dark; sid=a', 'sid')).toBe('a');
    expect(onlyCookieValue('theme=dark;  sid = a ', 'sid')).toBe('a');
    expect(onlyCookieValue('sid="a"', 'sid')).toBe('a');
    expect(onlyCookieValue('__Host-sid=a; sid=b', '__Host-sid')).toBe('a');
  });

  it('reads none when the name stands more than once', () => {
    expect(onlyCookieValue('sid=a; sid=b', 'sid')).toBeUndefined();
    expect(onlyCookieValue('sid=a;sid=a', 'sid')).toBeUndefined();
    expect(onlyCookieValue(' sid =a; theme=dark;  sid=; sid=b', 'sid')).toBeUndefined();
  });

  it('does not take other names that contain it, values that mention it, or pairs without a value', () => {
    expect(onlyCookieValue('xsid=a; sidx=b; other=sid=c', 'sid')).toBeUndefined();
    expect(onlyCookieValue('sid; sid', 'sid')).toBeUndefined();
    expect(onlyCookieValue('', 'sid')).toBeUndefined();
    expect(onlyCookieValue('__Host-sid=a', 'sid')).toBeUndefined();
  });

  it('sees the duplicate that the cookie package hides by keeping the first', () => {
    const header = 'sid=planted; sid=real';
    expect(parse(header).sid).toBe('planted');
    expect(onlyCookieValue(header, 'sid')).toBeUndefined();
  });
});
