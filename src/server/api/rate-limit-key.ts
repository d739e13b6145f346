import { isIPv4, isIPv6 } from 'node:net';

/** The groups of an IPv6 address (zone dropped), 8 numbers; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return null;
  // The URL parser writes any valid form (a dotted IPv4 tail included) as hex groups around one `::`.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0xffff];

/**
 * Who a per-address limit counts: an IPv4 address by itself, an IPv6 address by its /64 (one
 * household or one server is handed a whole /64, so its 2^64 addresses are one client), and an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as the IPv4 address it is. Anything else (text a
 * misconfigured proxy passed on) is counted as it is. Every per-address limit keys on this.
 */
export function rateLimitKeyOfAddress(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (IPV4_MAPPED_PREFIX.every((group, index) => groups[index] === group)) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
