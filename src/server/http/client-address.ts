import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '#server/config.js';

/** Whether the `hop`th address from the socket is a proxy of ours (TRUST_PROXY), or none is. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as one function, given to Fastify for `request.ip` and used by the answers given
 * before it (memory-answers.ts), so both name the same client. N hops: the socket's peer and the
 * N − 1 hops behind it are proxies, the next is the client.
 */
export function proxyTrustOf(setting: Config['trustProxy']): ProxyTrust {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address, as Fastify's `request.ip` gives it. */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string | undefined {
  if (!trust) return request.socket.remoteAddress;
  return proxyAddr.all(request, trust).at(-1);
}
