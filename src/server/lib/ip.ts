import { BlockList, isIP } from 'node:net';

/**
 * IP addresses and CIDR ranges for the region allow-list. IPv4-mapped IPv6 addresses
 * (::ffff:1.2.3.4, what a dual-stack socket reports) are treated as the IPv4 address.
 */

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The address in canonical family form: mapped IPv4 unwrapped, IPv6 zone id dropped. */
export function normalizeIp(ip: string): string {
  const mapped = MAPPED_V4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const zone = ip.indexOf('%');
  return zone === -1 ? ip : ip.slice(0, zone);
}

/** Parses an exact IP or a CIDR range; null when the text is neither. */
export function parseIpRule(text: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const address = normalizeIp(slash === -1 ? trimmed : trimmed.slice(0, slash));
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (slash === -1) return { address, prefix: null, family };
  const prefixText = trimmed.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** True when the text is a valid exact IP or CIDR range. */
export function isIpRule(text: string): boolean {
  return parseIpRule(text) !== null;
}

/** Tests addresses against a fixed list of IPs and ranges. */
export class IpMatcher {
  private readonly list = new BlockList();
  readonly empty: boolean;

  constructor(rules: readonly string[]) {
    let count = 0;
    for (const rule of rules) {
      const parsed = parseIpRule(rule);
      if (!parsed) continue;
      count++;
      if (parsed.prefix === null) this.list.addAddress(parsed.address, parsed.family);
      else this.list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    this.empty = count === 0;
  }

  /** Whether the address is one of the IPs or inside one of the ranges. */
  has(ip: string): boolean {
    if (this.empty) return false;
    const address = normalizeIp(ip);
    const version = isIP(address);
    if (version === 0) return false;
    return this.list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  }
}
