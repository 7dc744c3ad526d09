/**
 * Reverse geocoding for the place text of a manager's start/end of a work order (spec 002 §7: the
 * original asked a third-party service from the browser, in Vietnamese, and used the first
 * result's formatted address). Here the server asks, so no key reaches the browser. Pluggable by
 * GEOCODER: `none` (default: no third party, the coordinates are the place text), `nominatim`
 * (OpenStreetMap; GEOCODER_URL to use your own instance) or `google` (GEOCODER_API_KEY). A slow or
 * failing service never blocks the write: the coordinates are used instead.
 */

export type Geocoder = {
  readonly name: string;
  /** The address of a point in Vietnamese, or null when the service has none or failed. */
  reverse(lat: number, lng: number): Promise<string | null>;
};

export const noGeocoder: Geocoder = { name: 'none', reverse: async () => null };

const TIMEOUT_MS = 4000;

/** "10.776889, 106.700806": what the screens show when no address is known (6 decimals, spec 002 §9). */
export const coordinatesText = (lat: number, lng: number) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

async function getJson(url: string, fetcher: typeof fetch, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetcher(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) return null;
  return res.json();
}

export function nominatimGeocoder(
  baseUrl = 'https://nominatim.openstreetmap.org',
  fetcher: typeof fetch = fetch,
): Geocoder {
  return {
    name: 'nominatim',
    async reverse(lat, lng) {
      const q = new URLSearchParams({ format: 'jsonv2', lat: String(lat), lon: String(lng), 'accept-language': 'vi' });
      // Nominatim's usage policy asks every client to identify itself.
      const body = (await getJson(`${baseUrl.replace(/\/$/, '')}/reverse?${q}`, fetcher, {
        'user-agent': 'van-tai-pwa (reverse geocoding of work-order photos)',
      })) as { display_name?: unknown } | null;
      return typeof body?.display_name === 'string' && body.display_name ? body.display_name : null;
    },
  };
}

export function googleGeocoder(apiKey: string, fetcher: typeof fetch = fetch): Geocoder {
  return {
    name: 'google',
    async reverse(lat, lng) {
      const q = new URLSearchParams({ latlng: `${lat},${lng}`, language: 'vi', key: apiKey });
      const body = (await getJson(`https://maps.googleapis.com/maps/api/geocode/json?${q}`, fetcher)) as {
        results?: { formatted_address?: unknown }[];
      } | null;
      const first = body?.results?.[0]?.formatted_address;
      return typeof first === 'string' && first ? first : null;
    },
  };
}

/** The geocoder the environment asks for; unknown names and a missing key are configuration errors. */
export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  const name = (env.GEOCODER ?? 'none').trim().toLowerCase() || 'none';
  if (name === 'none') return noGeocoder;
  if (name === 'nominatim') return nominatimGeocoder(env.GEOCODER_URL?.trim() || undefined);
  if (name === 'google') {
    const key = env.GEOCODER_API_KEY?.trim();
    if (!key) throw new Error('GEOCODER=google cần GEOCODER_API_KEY.');
    return googleGeocoder(key);
  }
  throw new Error(`GEOCODER không hợp lệ: ${name} (none | nominatim | google).`);
}

/**
 * The place text to store: what the screen sent if anything, else the service's address, else
 * the coordinates.
 */
export async function placeText(
  geocoder: Geocoder,
  p: { lat: number; lng: number; diaDiemText?: string | null },
): Promise<string> {
  const given = p.diaDiemText?.trim();
  if (given) return given;
  const found = await geocoder.reverse(p.lat, p.lng).catch(() => null);
  return found?.trim() || coordinatesText(p.lat, p.lng);
}
