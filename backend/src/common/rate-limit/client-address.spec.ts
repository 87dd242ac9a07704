import { limitedAddress, shownAddress } from './client-address';

describe('limitedAddress', () => {
  it('counts an IPv4 address alone', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const prefix = '2001:db8:aa:bb::/64';
    expect(limitedAddress('2001:db8:aa:bb::1')).toBe(prefix);
    expect(limitedAddress('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(prefix);
    expect(limitedAddress('2001:DB8:AA:BB:FFFF::')).toBe(prefix);
    expect(limitedAddress('2001:db8:aa:bb::1%eth0')).toBe(prefix);
  });

  it('tells different /64s apart, including ones written with a leading ::', () => {
    expect(limitedAddress('2001:db8:aa:bc::1')).not.toBe(limitedAddress('2001:db8:aa:bb::1'));
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('names a missing address', () => {
    expect(limitedAddress(undefined)).toBe('unknown');
  });
});

describe('shownAddress', () => {
  it('shows an IPv4-mapped IPv6 address as IPv4, and any other address as it is', () => {
    expect(shownAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(shownAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(shownAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(shownAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
