import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type CurrentUser, RIGHTS_VERSION_HEADER } from '@/contracts/auth';
import type { AnswerListener } from '@/lib/api';
import { ME_QUERY_KEY } from '@/lib/current-user';
import { followServerRights } from '@/lib/follow-rights';

const me = { idNguoiDung: 5, hoTen: 'Nguyễn Văn An', quyen: ['XE_XEM'], phienBanQuyen: 'v1' } as CurrentUser;

function setup(cached: CurrentUser | undefined) {
  const queryClient = new QueryClient();
  if (cached) queryClient.setQueryData(ME_QUERY_KEY, cached);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  let listener: AnswerListener = () => undefined;
  const stop = followServerRights(queryClient, (l) => {
    listener = l;
    return () => undefined;
  });
  const answer = (status: number, version?: string) =>
    listener({ status, headers: new Headers(version ? { [RIGHTS_VERSION_HEADER]: version } : {}) });
  return { invalidate, answer, stop };
}

describe('followServerRights', () => {
  it('reloads /me when an answer carries another rights version', () => {
    const { invalidate, answer } = setup(me);
    answer(200, 'v1');
    answer(200);
    expect(invalidate).not.toHaveBeenCalled();
    answer(200, 'v2');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY }, { cancelRefetch: false });
  });

  it('reloads /me on any 403, even with the same version', () => {
    const { invalidate, answer } = setup(me);
    answer(403, 'v1');
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('does nothing before /me was ever loaded (the login screen)', () => {
    const { invalidate, answer } = setup(undefined);
    answer(403);
    answer(200, 'v2');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
