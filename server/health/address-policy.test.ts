// Which addresses the link checker refuses (IPv4 and IPv6, mapped forms included) and what
// LINK_CHECK_ALLOW accepts.
import { describe, expect, it } from 'vitest';
import { isAllowed, isForbiddenAddress, parseAllowList } from './address-policy.ts';

describe('the link checker refuses', () => {
  it('private, loopback, link-local, unique-local, unspecified and multicast addresses, and no public one', () => {
    const refused = [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      // IPv4-mapped IPv6, dotted and hex, and NAT64: judged as the IPv4 address they carry
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
    ];
    const public_ = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'];
    expect(refused.filter((a) => !isForbiddenAddress(a))).toEqual([]);
    expect(public_.filter((a) => isForbiddenAddress(a))).toEqual([]);
  });

  it('unless LINK_CHECK_ALLOW names the host as the link writes it (and its port, when given)', () => {
    const allow = parseAllowList(' intranet.example.com, 127.0.0.1:4000 ,[fd00::1]:8080')!;
    expect(allow).toEqual([
      { host: 'intranet.example.com', port: null },
      { host: '127.0.0.1', port: 4000 },
      { host: '[fd00::1]', port: 8080 },
    ]);
    expect(isAllowed(allow, 'Intranet.Example.com', 443)).toBe(true);
    expect(isAllowed(allow, '127.0.0.1', 4000)).toBe(true);
    expect(isAllowed(allow, '127.0.0.1', 4001)).toBe(false);
    expect(isAllowed(allow, '[fd00::1]', 8080)).toBe(true);
    // a name that resolves to an allowed address is not the name allowed
    expect(isAllowed(allow, 'localhost', 4000)).toBe(false);
    for (const bad of ['http://x.example', 'x.example/path', 'user@x.example', 'a b']) expect(parseAllowList(bad), bad).toBeNull();
    expect(parseAllowList(undefined)).toEqual([]);
  });
});
