import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/features/driver/model/initials';

describe("the driver header's initials", () => {
  it('takes the first letters of the first two words, Vietnamese letters included', () => {
    expect(initialsOf('Nguyễn Văn Tài')).toBe('NV');
    expect(initialsOf('đỗ ánh')).toBe('ĐÁ');
  });

  it('takes the first two letters of a single word (a username before the profile loads)', () => {
    expect(initialsOf('taixe1')).toBe('TA');
    expect(initialsOf('A')).toBe('A');
  });
});
