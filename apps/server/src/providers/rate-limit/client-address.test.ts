import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './index.ts';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2:0:0:0:9%eth0',
      '2001:db8:1:2::192.0.2.1',
    ]) {
      expect(clientAddressKey(address), address).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves anything else alone', () => {
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
  });
});
