import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/features/auth/redirect';

describe('safeRedirect', () => {
  it('keeps same-origin deep links', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/tai-xe-checklist?ngay=2025-01-01')).toBe('/tai-xe-checklist?ngay=2025-01-01');
  });

  it('leaves home, login and foreign targets to the role-based home', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect('/')).toBeNull();
    expect(safeRedirect('/login?redirect=%2F')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
  });
});
