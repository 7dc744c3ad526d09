import { describe, expect, it } from 'vitest';
import { heldBehind } from '@/offline/outbox-view';
import { item } from './helpers';

describe('heldBehind: what keeps a queued report from being sent', () => {
  const refusedFuel = item({ id: 'FUEL', seq: 1, group: 'vehicle:5', status: 'needs-attention' });
  const ret = item({ id: 'RETURN', seq: 2, group: 'vehicle:5' });
  const otherVehicle = item({ id: 'OTHER', seq: 3, group: 'vehicle:6' });
  const items = [refusedFuel, ret, otherVehicle];

  it('a queued item behind a refused one of its group names that one', () => {
    expect(heldBehind(ret, items)?.id).toBe('FUEL');
  });

  it('other groups, the refused item itself and items before it are not held', () => {
    expect(heldBehind(otherVehicle, items)).toBeNull();
    expect(heldBehind(refusedFuel, items)).toBeNull();
    const earlier = item({ id: 'EARLY', seq: 0, group: 'vehicle:5' });
    expect(heldBehind(earlier, [...items, earlier])).toBeNull();
  });

  it('once the refused item is retried (queued again) nothing holds the rest', () => {
    expect(heldBehind(ret, [{ ...refusedFuel, status: 'queued' }, ret])).toBeNull();
  });
});
