import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * True only for a caller on this machine: the TCP peer itself is a loopback address (the socket,
 * never X-Forwarded-For, which any client can write and TRUST_PROXY believes), no proxy header
 * says the request was passed on (a reverse proxy on this machine also connects from loopback),
 * and the Host is a loopback name or PUBLIC_URL's host (a web page that rebinds its own DNS name
 * to 127.0.0.1 cannot read the answer).
 */
export function isSameMachine(request: FastifyRequest, publicUrl: string): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host?.toLowerCase().replace(/:\d+$/, '') ?? '';
  return LOOPBACK_HOSTS.has(host) || host === new URL(publicUrl).hostname.toLowerCase();
}
