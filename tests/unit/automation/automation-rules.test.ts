import { describe, expect, it } from 'vitest';
import type { AutomationDelivery } from '@/contracts/automation';
import { keywordChips, AUTOMATION_MESSAGES as M, shortToken, splitKeywords } from '@/contracts/automation-vocabulary';
import { checkBulkWriting, EMPTY_BULK_FORM } from '@/features/automation/model/bulk-writing-form';
import { checkYellowPages, EMPTY_YELLOW_FORM } from '@/features/automation/model/yellow-pages-form';
import { outcomeOf } from '@/ui/use-delivery-outcome';

describe('keyword splitting (§5)', () => {
  it('splits on commas and newlines, trims, drops empties', () => {
    expect(splitKeywords(' vận tải , xe tải\n\nthuê xe 5 tấn,\r\n , container ')).toEqual([
      'vận tải',
      'xe tải',
      'thuê xe 5 tấn',
      'container',
    ]);
    expect(splitKeywords('')).toEqual([]);
    expect(splitKeywords(' ,\n, ')).toEqual([]);
  });

  it('shows 8 chips then "+N nữa"', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(keywordChips(ten)).toEqual({ shown: ten.slice(0, 8), more: 2 });
    expect(keywordChips(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('shortens a token to its first 16 and last 10 characters (§9)', () => {
    const token = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMiJ9.signature-part-0123456789';
    expect(shortToken(token)).toBe(`${token.slice(0, 16)}…${token.slice(-10)}`);
    expect(shortToken('short')).toBe('short');
  });
});

describe('forms', () => {
  it('bulk writing needs keywords, a website, a CTA and a context', () => {
    expect(checkBulkWriting(EMPTY_BULK_FORM)).toBe(M.fillRequired);
    const full = { ...EMPTY_BULK_FORM, keywordsText: 'a, b', websiteId: '1', ctaId: '2', context: 'Article' };
    expect(checkBulkWriting(full)).toBeNull();
    expect(checkBulkWriting({ ...full, keywordsText: ' , ' })).toBe(M.fillRequired);
    expect(checkBulkWriting({ ...full, ctaId: null })).toBe(M.fillRequired);
  });

  it('yellow pages judges typed pages without changing them', () => {
    const ok = { ...EMPTY_YELLOW_FORM, link: 'https://trangvang.vn/x', startPage: '2', endPage: '5', industryId: '3' };
    expect(checkYellowPages(ok)).toBeNull();
    expect(checkYellowPages({ ...ok, startPage: '0' })).toEqual({ startPage: M.pagesInvalid });
    expect(checkYellowPages({ ...ok, endPage: '1.5' })).toEqual({ endPage: M.pagesInvalid });
    expect(checkYellowPages({ ...ok, endPage: '1' })).toEqual({ endPage: M.pagesOrder });
    expect(checkYellowPages({ ...ok, link: 'trangvang.vn' })).toEqual({ link: M.linkInvalid });
    expect(checkYellowPages({ ...ok, industryId: null })).toEqual({ industryId: M.fillRequired });
  });
});

describe('delivery outcome', () => {
  const base: AutomationDelivery = {
    id: 1,
    kind: 'bulk-writing',
    requestId: 'r',
    state: 'queued',
    attempts: 0,
    responseStatus: null,
    responseMessage: null,
    result: null,
    userId: 1,
    userName: 'marketing1',
    createdAt: '2026-01-01T00:00:00Z',
    deliveredAt: null,
  };
  it('is settled only by the receiver, pending once the wait is over', () => {
    expect(outcomeOf(base, false)).toBeNull();
    expect(outcomeOf(base, true)?.kind).toBe('pending');
    expect(outcomeOf({ ...base, state: 'delivered' }, false)?.kind).toBe('delivered');
    expect(outcomeOf({ ...base, state: 'failed', responseMessage: 'x' }, false)).toEqual({
      kind: 'failed',
      delivery: { ...base, state: 'failed', responseMessage: 'x' },
      message: 'x',
    });
  });
});
