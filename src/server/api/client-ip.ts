/**
 * Header set by our own HTTP server (scripts/server.ts) to the socket's peer address, replacing
 * anything a client sent under that name.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/** The longest address kept: the width of `activity_log.ip`, room for any IPv6 address and zone. */
export const MAX_CLIENT_ADDRESS_LENGTH = 64;

/**
 * The client's IP: the socket address, or with TRUST_PROXY the address that the trusted proxies
 * put in X-Forwarded-For (read from the right, one hop per proxy). A proxy passes on whatever a
 * client wrote there, so the answer is cut to what the activity log and rate limits can store.
 */
export function clientIpFrom(headers: Headers, trustProxy: 'loopback' | number | undefined): string {
  return forwardedOrSocketAddress(headers, trustProxy).slice(0, MAX_CLIENT_ADDRESS_LENGTH);
}

function forwardedOrSocketAddress(headers: Headers, trustProxy: 'loopback' | number | undefined): string {
  const socketAddress = headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
  if (trustProxy === undefined) return socketAddress;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy === 'loopback') {
    return isLoopback(socketAddress) && forwarded.length ? forwarded[forwarded.length - 1] : socketAddress;
  }
  return forwarded[Math.max(0, forwarded.length - trustProxy)] ?? socketAddress;
}
