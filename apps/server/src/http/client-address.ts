import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { ProxyTrust } from './trusted-proxies.ts';

/**
 * The client's address: the socket's peer, or — when that peer is a trusted proxy — the address it
 * appended to X-Forwarded-For, and so on from the right while the proxies are trusted. Entries the
 * client wrote itself sit to the left and are never reached (proxy-addr, as Express reads it).
 */
export function resolveClientIp(options: { trust: ProxyTrust; forwardedFor: string | undefined; socketAddress: string | undefined }): string {
  if (!options.socketAddress) {
    // In-process requests (tests through app.request) have no socket; they may name an address.
    return options.forwardedFor?.split(',').at(-1)?.trim() || 'unknown';
  }
  const request = { headers: { 'x-forwarded-for': options.forwardedFor }, socket: { remoteAddress: options.socketAddress } };
  return proxyaddr(request as unknown as IncomingMessage, options.trust).replace(/^::ffff:/, '');
}

/**
 * Whether the client reached us over HTTPS: this server's own URL, or X-Forwarded-Proto from a trusted
 * proxy (its first entry, as Express reads it: a client that forges it only changes what it is told itself).
 */
export function requestIsHttps(options: { url: string; trust: ProxyTrust; socketAddress: string | undefined; forwardedProto: string | undefined }): boolean {
  if (new URL(options.url).protocol === 'https:') return true;
  if (!options.socketAddress || !options.trust(options.socketAddress.replace(/^::ffff:/, ''), 0)) return false;
  return options.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
