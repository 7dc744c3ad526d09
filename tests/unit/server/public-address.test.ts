import { describe, expect, it } from 'vitest';
import { isPublicHttpsUrl, isPublicUnicast, resolvePublic } from '../../../server/integrations/public-address';
import { pinnedLookup } from '../../../server/integrations/web-push';

describe('push endpoints: public unicast only (issue 13, finding 9)', () => {
  it.each([
    'https://localhost./x',
    'https://db.internal./x',
    'https://db.internal/x',
    'https://printer.lan./x',
    'https://[64:ff9b::7f00:1]/x', // NAT64 of 127.0.0.1
    'https://[64:ff9b::127.0.0.1]/x',
    'https://[64:ff9b::a00:1]/x', // NAT64 of 10.0.0.1
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[::127.0.0.1]/x',
    'https://[2002:7f00:1::]/x', // 6to4 of 127.0.0.1
    'https://[fd00::1]/x',
    'https://[fe80::1]/x',
    'https://[ff02::1]/x',
    'https://[2001:db8::1]/x',
    'https://2130706433/x', // 127.0.0.1 as one number
    'https://0x7f.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://224.0.0.1/x',
    'https://255.255.255.255/x',
    'https://0.0.0.0/x',
    'https://198.18.0.1/x',
  ])('refuses %s', (url) => {
    expect(isPublicHttpsUrl(url)).toBe(false);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com./QGx',
    'https://8.8.8.8/x',
    'https://[2606:4700::1111]/x',
    'https://[64:ff9b::808:808]/x', // NAT64 of 8.8.8.8
  ])('accepts %s', (url) => {
    expect(isPublicHttpsUrl(url)).toBe(true);
  });

  it('knows unicast from everything else', () => {
    expect(isPublicUnicast('1.1.1.1')).toBe(true);
    expect(isPublicUnicast('172.31.255.255')).toBe(false);
    expect(isPublicUnicast('172.32.0.1')).toBe(true);
    expect(isPublicUnicast('::')).toBe(false);
    expect(isPublicUnicast('::1')).toBe(false);
    expect(isPublicUnicast('not an ip')).toBe(false);
  });

  it('resolves at send time: every address must be public, and the first is pinned', async () => {
    const resolver = (answers: Record<string, string[]>) => async (host: string) =>
      (answers[host] ?? []).map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
    const dns = resolver({
      'push.example.net': ['8.8.4.4', '2001:4860:4860::8844'],
      'rebind.example.net': ['8.8.4.4', '10.0.0.5'],
      'inside.example.net': ['192.168.1.20'],
      'nat64.example.net': ['64:ff9b::7f00:1'],
    });
    expect(await resolvePublic('https://push.example.net/x', dns)).toEqual({ address: '8.8.4.4', family: 4 });
    expect(await resolvePublic('https://rebind.example.net/x', dns)).toBeNull();
    expect(await resolvePublic('https://inside.example.net/x', dns)).toBeNull();
    expect(await resolvePublic('https://nat64.example.net/x', dns)).toBeNull();
    expect(await resolvePublic('https://nothing.example.net/x', dns)).toBeNull();
    expect(await resolvePublic('https://8.8.8.8/x', dns)).toEqual({ address: '8.8.8.8', family: 4 });
  });

  it('pins the connection to the checked address, whatever the name resolves to later', () => {
    const lookup = pinnedLookup({ address: '8.8.4.4', family: 4 });
    const seen: unknown[] = [];
    lookup('push.example.net', { all: true }, (...args: unknown[]) => seen.push(args));
    lookup('push.example.net', {}, (...args: unknown[]) => seen.push(args));
    expect(seen).toEqual([
      [null, [{ address: '8.8.4.4', family: 4 }]],
      [null, '8.8.4.4', 4],
    ]);
  });
});
