import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of the app are believed when they write X-Forwarded-For / X-Forwarded-Proto:
 * `hops` — the nearest N (the socket's peer, then N−1 addresses read from the right of the header), or
 * `addresses` — every proxy whose address is in the list (IPs, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`).
 * `{ hops: 0 }` believes no one: the socket's address is the client.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

/** Decides, walking from the socket towards the client, whether the address at `hop` is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const MAX_HOPS = 10;

export const TRUST_PROXY_RULE =
  'must be false, true (one proxy), the number of proxies in front of the app, or a comma-separated list of proxy addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal)';

/** TRUST_PROXY's text as a setting, or what is wrong with it. */
export function parseTrustedProxies(text: string): TrustedProxies | string {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === 'no') return { hops: 0 };
  if (value === 'true' || value === 'yes') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { hops } : `must be at most ${MAX_HOPS} proxies`;
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => entry === '')) return TRUST_PROXY_RULE;
  try {
    proxyaddr.compile(addresses);
  } catch {
    return TRUST_PROXY_RULE;
  }
  return { addresses };
}

export function proxyTrustOf(setting: TrustedProxies): ProxyTrust {
  if ('addresses' in setting) return proxyaddr.compile(setting.addresses);
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
