import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '#server/config.js';

/** Whether the `hop`th address from the socket is a proxy of ours (TRUST_PROXY), or none is. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as one function, given to Fastify for `request.ip`. N hops: the socket's peer and
 * the N − 1 hops behind it are proxies, the next is the client.
 */
export function proxyTrustOf(setting: Config['trustProxy']): ProxyTrust {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
