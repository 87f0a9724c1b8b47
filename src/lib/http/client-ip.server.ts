// The visitor's address as rate limits and the request log see it. Behind a reverse proxy every request
// comes from the proxy; the proxy adds the address it saw to X-Forwarded-For. That header is believed only
// as far as it was written by proxies listed in TRUSTED_PROXIES: the right-most address not in the list is
// the client (a client can put anything at the left of the header, never at its right).
import { BlockList, isIP } from 'node:net';
import { trustedProxies as trustedProxySetting } from '~/lib/env.server.ts';

let parsed: { source: string; list: BlockList } | undefined;

/** TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`). */
function trustedProxies(source = trustedProxySetting().join(',')): BlockList {
  if (parsed?.source === source) return parsed.list;
  const list = new BlockList();
  for (const entry of source
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address or a CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  parsed = { source, list };
  return list;
}

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The client address from the connection's peer and X-Forwarded-For, trusting only the listed proxies. */
export function resolveClientIp(peer: string, forwardedFor: string | null, trusted?: string): string {
  const list = trustedProxies(trusted);
  let client = plain(peer);
  if (!forwardedFor || !isTrusted(list, client)) return client;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i] as string;
    if (!isTrusted(list, client)) return client;
  }
  return client;
}

/** The client address of a request (see `resolveClientIp`). */
export function clientIp(context: { request: Request; clientAddress: string }): string {
  return resolveClientIp(context.clientAddress, context.request.headers.get('x-forwarded-for'));
}

/**
 * The network an address is counted under by the rate limits: an IPv4 address itself, an IPv6 address its
 * /64 (`2001:db8:1:2::/64`), the block one subscriber gets and may take a fresh address from at will.
 */
export function limitedNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
