import { isIP } from 'node:net';

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto), as Express's
 * "trust proxy" takes it: false (none: the address is the connection's), a number of hops in front of the app, or
 * the proxies' addresses (loopback, linklocal, uniquelocal, IP addresses, CIDR ranges).
 */
export type ProxyTrust = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const NONE = ['', 'false', 'off', 'none', '0'];

/**
 * TRUST_PROXY as Express takes it; unset trusts no proxy, so a client cannot choose the address the limits count by
 * sending X-Forwarded-For. `true` (trust every hop) is refused: the client would write its own address.
 */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim().toLowerCase();
  if (NONE.includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let every client choose its own address: give the number of proxies in front of the app (e.g. 1) or their addresses',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !NAMED_RANGES.includes(entry) && !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY must be unset, a number of hops, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges (not: ${invalid.join(', ')})`,
    );
  }
  return entries;
}

/** For the start-up log: which trust is in force, in words. */
export function describeProxyTrust(trust: ProxyTrust): string {
  if (trust === false) return "no proxy trusted: X-Forwarded-For is ignored, the client address is the connection's (set TRUST_PROXY behind a proxy)";
  if (typeof trust === 'number') {
    const entry = trust === 1 ? 'the last X-Forwarded-For entry' : `X-Forwarded-For's entry ${trust} from the right`;
    return `${trust} proxy hop${trust === 1 ? '' : 's'} trusted: the client address is ${entry}, as the outermost proxy saw it`;
  }
  return `proxies trusted at ${trust.join(', ')}: X-Forwarded-For is read from those addresses only`;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
