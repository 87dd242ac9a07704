import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts against. An IPv6 client is usually given a whole /64, so counting each of its
 * addresses alone would let one client rotate through 2^64 of them; it counts as its /64. IPv4 (and IPv4-mapped IPv6)
 * addresses count alone.
 */
export function limitedAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = shownAddress(ip);
  if (!isIPv6(address)) return address;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The address as a person reads it: an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, a dual-stack socket's) as IPv4. */
export function shownAddress(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.toLowerCase().split('%')[0].split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
  return all.map((group) => group.replace(/^0+(?=.)/, ''));
}
