import { describe, expect, it } from 'vitest';
import { dataAgeText, showsStaleAnswer, staleDataSince } from '@/ui/data-age';

// 24/11/2026 09:05 and 23/11/2026 21:40 in Vietnam (UTC+7).
const TODAY_0905 = Date.parse('2026-11-24T02:05:00Z');
const YESTERDAY_2140 = Date.parse('2026-11-23T14:40:00Z');
const NOW = Date.parse('2026-11-24T05:00:00Z');

type Fake = Parameters<typeof showsStaleAnswer>[0];
const query = (state: Partial<Fake['state']>, observers = 1): Fake =>
  ({
    state: { data: { ok: true }, status: 'success', fetchFailureCount: 0, dataUpdatedAt: TODAY_0905, ...state },
    getObserversCount: () => observers,
  }) as Fake;

describe('data age', () => {
  it('names the time, and the day when it is not today', () => {
    expect(dataAgeText(TODAY_0905, NOW)).toBe('Ngoại tuyến · dữ liệu lúc 09:05');
    expect(dataAgeText(YESTERDAY_2140, NOW)).toBe('Ngoại tuyến · dữ liệu lúc 21:40 ngày 23/11');
  });

  it('a watched answer is stale once a fetch or retry failed, or while offline; never without data', () => {
    expect(showsStaleAnswer(query({}))).toBe(false);
    expect(showsStaleAnswer(query({}), true)).toBe(true);
    expect(showsStaleAnswer(query({ status: 'error' }))).toBe(true);
    expect(showsStaleAnswer(query({ fetchFailureCount: 1 }))).toBe(true);
    expect(showsStaleAnswer(query({ status: 'error' }, 0))).toBe(false);
    expect(showsStaleAnswer(query({ status: 'error', data: undefined }))).toBe(false);
  });

  it('the oldest stale answer dates the screen; fresh answers do not count', () => {
    const cache = {
      getAll: () => [
        query({ status: 'error', dataUpdatedAt: TODAY_0905 }),
        query({ fetchFailureCount: 2, dataUpdatedAt: YESTERDAY_2140 }),
        query({ dataUpdatedAt: 1 }),
      ],
    } as unknown as Parameters<typeof staleDataSince>[0];
    expect(staleDataSince(cache)).toBe(YESTERDAY_2140);
    expect(staleDataSince({ getAll: () => [] } as unknown as Parameters<typeof staleDataSince>[0])).toBeNull();
  });
});
