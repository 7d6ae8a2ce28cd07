import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who may read `/metrics`: with no token configured nobody (the route is not served), else a caller
 * presenting `Authorization: Bearer <token>`. Process, queue and traffic figures help an attacker time
 * and size an attack, so the default is closed (docs/decisions/045-metrics-behind-a-token.md).
 */
export function metricsAccess(configuredToken: string | null, authorization: string | undefined): 'not-served' | 'refused' | 'allowed' {
  if (configuredToken === null) return 'not-served';
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined) return 'refused';
  // Digests have one length, so the comparison takes the same time whatever was presented.
  return timingSafeEqual(digest(presented), digest(configuredToken)) ? 'allowed' : 'refused';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
