import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A recording link, or a hop it redirected to, that breaks the rules below: answered as a failed fetch, never followed. */
export class RefusedRecordingLink extends Error {
  override readonly name = 'RefusedRecordingLink';
}

export interface RecordingLinkRules {
  /** Host names a recording may come from: exact, or with a leading dot for any name under it (".vapi.ai"). */
  hosts: string[];
  /** Test-only (VOICE_RECORDING_TEST_LOOPBACK, which production refuses): plain http and loopback addresses pass. */
  allowLoopbackHttp: boolean;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Addresses no public storage has: loopback, private, link-local, unique-local, shared, reserved, multicast. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: judged as IPv6, so a mapped private address cannot pass as public
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

interface CheckedAddress {
  address: string;
  family: number;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether a host name is on the allow-list (exact, or under an entry that starts with a dot). */
function isAllowedHost(hostname: string, hosts: string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((host) => (host.startsWith('.') ? name.endsWith(host) || name === host.slice(1) : name === host));
}

/** Checks one hop (scheme, host, every address its name resolves to) and gives the address to connect to. */
async function checkedHop(url: URL, rules: RecordingLinkRules): Promise<CheckedAddress> {
  const testing = rules.allowLoopbackHttp;
  if (url.protocol !== 'https:' && !(testing && url.protocol === 'http:')) throw new RefusedRecordingLink(`a hop to ${url.protocol} is not https`);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!isAllowedHost(hostname, rules.hosts)) throw new RefusedRecordingLink(`the host ${hostname} is not on the allow-list (VOICE_RECORDING_HOSTS)`);
  const addresses = await lookup(hostname, { all: true });
  const refused = addresses.find(({ address }) => NON_PUBLIC.check(address, family(address)) && !(testing && LOOPBACK.check(address, family(address))));
  if (refused || addresses.length === 0) throw new RefusedRecordingLink(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`);
  return addresses[0];
}

/** A GET connected to the checked address only: the name is not looked up again, so a second answer cannot differ. */
function get(url: URL, address: CheckedAddress, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, options, callback) => (options.all ? callback(null, [address]) : callback(null, address.address, address.family));
  const options = { headers, signal, lookup: pinned, agent: false };
  return new Promise((resolve, reject) => {
    (url.protocol === 'https:' ? https.get(url, options, resolve) : http.get(url, options, resolve)).on('error', reject);
  });
}

/**
 * Fetches a recording link, following at most MAX_REDIRECTS redirects by hand and checking every hop: https only, a host
 * on the allow-list, and no name that resolves to a non-public address (docs/voice-platforms.md#recordings).
 */
export async function fetchRecordingLink(
  start: URL,
  rules: RecordingLinkRules,
  headersFor: (url: URL) => Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, await checkedHop(url, rules), headersFor(url), signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) return response;
    response.destroy();
    if (redirects === MAX_REDIRECTS) throw new RefusedRecordingLink(`more than ${MAX_REDIRECTS} redirects`);
    const next = URL.parse(location, url.href);
    if (!next) throw new RefusedRecordingLink('a redirect to something that is not a link');
    url = next;
  }
}
