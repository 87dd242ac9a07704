import { parse } from 'cookie';
import { cookieCount } from './session-cookie';

describe('cookieCount', () => {
  it('counts each cookie of the name, wherever it is and however it is spaced', () => {
    expect(cookieCount('sid=a', 'sid')).toBe(1);
    expect(cookieCount('theme=dark; sid=a', 'sid')).toBe(1);
    expect(cookieCount('sid=a; sid=b', 'sid')).toBe(2);
    expect(cookieCount('sid=a;sid=a', 'sid')).toBe(2);
    expect(cookieCount(' sid =a; theme=dark;  sid=; sid=b', 'sid')).toBe(3);
    expect(cookieCount('__Host-sid=a; sid=b', '__Host-sid')).toBe(1);
  });

  it('does not count other names that contain it, values that mention it, or pairs without a value', () => {
    expect(cookieCount('xsid=a; sidx=b; other=sid=c', 'sid')).toBe(0);
    expect(cookieCount('sid; sid', 'sid')).toBe(0);
    expect(cookieCount('', 'sid')).toBe(0);
    expect(cookieCount('__Host-sid=a', 'sid')).toBe(0);
  });

  it('sees the duplicate that the cookie package hides by keeping the first', () => {
    const header = 'sid=planted; sid=real';
    expect(parse(header).sid).toBe('planted');
    expect(cookieCount(header, 'sid')).toBe(2);
  });
});
