import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (isIPv4(dotted)) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const groups =
    halves.length === 2
      ? [...head, ...Array<number>(Math.max(0, 8 - head.length - tail.length)).fill(0), ...tail]
      : head;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/**
 * The key a per-address limit counts a client under. One IPv6 customer is usually given a whole
 * /64 (2^64 addresses), so IPv6 clients are counted by their /64; an IPv4-mapped IPv6 address
 * counts as its IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
