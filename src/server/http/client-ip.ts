import { isIP } from "node:net";

/**
 * Who is asking, for throttles and counters that must not be fooled by a
 * header the client writes itself.
 *
 * The only address a client cannot forge is the socket's peer (Astro's
 * `clientAddress`, since astro.config.mjs sets no `security.allowedDomains`;
 * on Netlify the adapter gives the address Netlify's edge saw). Behind
 * reverse proxies the peer is the nearest proxy, and each proxy appends the
 * address it was connected from to X-Forwarded-For. With `trustedProxies`
 * (TRUSTED_PROXIES) set to N, the last N hops of [...X-Forwarded-For, peer]
 * are our proxies and the hop before them is the client; anything further
 * left was written by the client and is ignored. With 0, the header is
 * ignored altogether.
 */
export function clientIp(headers: Headers, peer: string | undefined, trustedProxies: number): string | null {
  const peerAddress = peer ? normalizeIp(peer) : null;
  if (trustedProxies <= 0) return peerAddress;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  const chain = peerAddress ? [...forwarded, peerAddress] : forwarded;
  const hop = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  // A malformed hop can only come from a misconfigured proxy: count the
  // request against the peer rather than against nobody.
  return (hop !== undefined ? normalizeIp(hop) : null) ?? peerAddress;
}

/**
 * A canonical textual address, or null when the text is not one: IPv6 zone
 * ids and brackets dropped, IPv4-mapped IPv6 (::ffff:1.2.3.4, how a
 * dual-stack socket reports IPv4 peers) written as IPv4, IPv6 lower-cased.
 */
export function normalizeIp(text: string): string | null {
  let address = text.trim();
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]") === -1 ? undefined : address.indexOf("]"));
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The key an address is counted under. One IPv6 subscriber usually holds a
 * whole /64 and can pick a fresh address from it for every request, so IPv6
 * addresses are grouped by their /64 prefix; IPv4 addresses count alone.
 */
export function addressKey(ip: string): string {
  const normalized = normalizeIp(ip);
  if (normalized === null) return ip;
  if (isIP(normalized) === 4) return normalized;
  const groups = expandIpv6(normalized).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address;
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right];
}
