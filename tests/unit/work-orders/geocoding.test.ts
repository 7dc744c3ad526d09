import { describe, expect, it } from 'vitest';
import {
  coordinatesText,
  type Geocoder,
  geocoderFromEnv,
  googleGeocoder,
  nominatimGeocoder,
  placeText,
} from '../../../server/integrations/geocoding';

const fake = (answer: () => Promise<string | null>): Geocoder => ({ name: 'fake', reverse: answer });
const P = { lat: 10.776_889, lng: 106.700_806 };

describe('placeText: what a manager’s start/end stores as its place', () => {
  it('the screen’s text first, then the geocoder’s address, else the coordinates (6 decimals)', async () => {
    const geocoder = fake(async () => '19 Lê Duẩn, Bến Nghé, Quận 1');
    expect(await placeText(geocoder, { ...P, diaDiemText: '  Kho A ' })).toBe('Kho A');
    expect(await placeText(geocoder, { ...P, diaDiemText: '' })).toBe('19 Lê Duẩn, Bến Nghé, Quận 1');
    expect(
      await placeText(
        fake(async () => null),
        P,
      ),
    ).toBe('10.776889, 106.700806');
    expect(
      await placeText(
        fake(() => Promise.reject(new Error('timeout'))),
        P,
      ),
    ).toBe('10.776889, 106.700806');
    expect(coordinatesText(-1.5, 2)).toBe('-1.500000, 2.000000');
  });
});

describe('geocoders', () => {
  const respond = (body: unknown, status = 200) => {
    const calls: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { calls, fetcher };
  };

  it('nominatim asks in Vietnamese and reads display_name', async () => {
    const { calls, fetcher } = respond({ display_name: 'Phường Bến Nghé, Quận 1, TP HCM' });
    expect(await nominatimGeocoder('https://geo.example/', fetcher).reverse(P.lat, P.lng)).toBe(
      'Phường Bến Nghé, Quận 1, TP HCM',
    );
    const url = new URL(calls[0] as string);
    expect(url.origin + url.pathname).toBe('https://geo.example/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lat: '10.776889',
      lon: '106.700806',
      'accept-language': 'vi',
    });
    expect(await nominatimGeocoder('https://geo.example', respond({}, 500).fetcher).reverse(1, 2)).toBeNull();
  });

  it('google reads the first result’s formatted address', async () => {
    const { calls, fetcher } = respond({
      results: [{ formatted_address: 'Số 1, Quận 1' }, { formatted_address: 'x' }],
    });
    expect(await googleGeocoder('KEY', fetcher).reverse(P.lat, P.lng)).toBe('Số 1, Quận 1');
    expect(new URL(calls[0] as string).searchParams.get('language')).toBe('vi');
    expect(await googleGeocoder('KEY', respond({ results: [] }).fetcher).reverse(1, 2)).toBeNull();
  });

  it('chosen by GEOCODER: none by default; a misconfiguration fails at start', () => {
    expect(geocoderFromEnv({}).name).toBe('none');
    expect(geocoderFromEnv({ GEOCODER: 'nominatim' }).name).toBe('nominatim');
    expect(geocoderFromEnv({ GEOCODER: 'google', GEOCODER_API_KEY: 'k' }).name).toBe('google');
    expect(() => geocoderFromEnv({ GEOCODER: 'google' })).toThrow('GEOCODER=google cần GEOCODER_API_KEY.');
    expect(() => geocoderFromEnv({ GEOCODER: 'bing' })).toThrow('GEOCODER không hợp lệ');
  });
});
