/**
 * An address as people write it: IPv6 in its short form (`0000:…:0001` → `::1`, by the URL parser's
 * canonical serialisation), IPv4 and anything unparsable as given.
 */
export function displayIp(address: string): string {
  if (!address.includes(':')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}
