// Which addresses the link checker may connect to (DESIGN.md's last trap: a link checker that follows
// editors' URLs is a server-side request forgery tool). An address in a private, loopback, link-local,
// unique-local, unspecified, multicast or reserved range is refused, IPv4 and IPv6 alike; IPv4-mapped
// IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry (net.BlockList maps them),
// and so are NAT64 ones (64:ff9b::a00:1). LINK_CHECK_ALLOW names hosts (or host:port) that are checked
// all the same: an intranet page the site links to, or a test's local server.
import net from 'node:net';

const FORBIDDEN = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata address among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  FORBIDDEN.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // the unspecified and loopback addresses, and the old IPv4-compatible form
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(address, prefix, 'ipv6');
}

const NAT64 = new net.BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address a NAT64 address (64:ff9b::/96) carries in its last 32 bits. */
function nat64Target(address: string): string | null {
  if (!NAT64.check(address, 'ipv6')) return null;
  const socket = new net.SocketAddress({ address, family: 'ipv6' });
  const groups = expandIpv6(socket.address);
  const high = groups[6]!;
  const low = groups[7]!;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The eight 16-bit groups of an IPv6 address. */
function expandIpv6(address: string): number[] {
  let text = address;
  // a dotted IPv4 tail (::ffff:1.2.3.4) becomes two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/** Whether the checker must not connect to this IP address (unless LINK_CHECK_ALLOW names the host). */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true; // not an address: nothing to connect to
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  const carried = nat64Target(address);
  if (carried !== null) return FORBIDDEN.check(carried, 'ipv4');
  return FORBIDDEN.check(address, 'ipv6');
}

/** One entry of LINK_CHECK_ALLOW: a host name or address, with or without a port. */
export interface AllowEntry {
  host: string;
  port: number | null;
}

/**
 * LINK_CHECK_ALLOW: a comma list of hosts ("intranet.example.com", "10.1.2.3", "[fd00::1]:8080",
 * "127.0.0.1:4000"). Null when an entry is not a host: config.ts turns that into a start-up error.
 */
export function parseAllowList(raw: string | undefined): AllowEntry[] | null {
  const out: AllowEntry[] = [];
  for (const entry of (raw ?? '').split(',').map((e) => e.trim())) {
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(`http://${entry}`);
    } catch {
      return null;
    }
    // only a host and a port: no path, user, query
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || entry.includes('/')) return null;
    const explicitPort = /:(\d+)$/.test(entry) && !/^\[[^\]]*\]$/.test(entry);
    out.push({ host: url.hostname, port: explicitPort ? Number(url.port || 80) : null });
  }
  return out;
}

/**
 * Whether LINK_CHECK_ALLOW names this host, as the URL spells it (a name or an address), and port. Only
 * the name written counts, never the addresses it resolves to: a stranger's name pointing at an allowed
 * address stays refused.
 */
export function isAllowed(allow: readonly AllowEntry[], hostname: string, port: number): boolean {
  const name = hostname.toLowerCase();
  return allow.some((e) => e.host.toLowerCase() === name && (e.port === null || e.port === port));
}
