/**
 * Header set by our own HTTP server (scripts/server.mjs) to the socket's peer address, replacing
 * anything a client sent under that name.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * The client's IP: the socket address, or with TRUST_PROXY the address that the trusted proxies
 * put in X-Forwarded-For (read from the right, one hop per proxy).
 */
export function clientIpFrom(headers: Headers, trustProxy: 'loopback' | number | undefined): string {
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
