import { describe, expect, it } from 'vitest';
import { ctaBodyWith } from '@/contracts/articles';
import { CTA_MESSAGES, ctaRangeText, isBlankHtml } from '@/contracts/articles-vocabulary';
import { NOTIFICATION_HTML, RICH_HTML, sanitizeHtml } from '@/lib/safe-html';

describe('CTA screen rules (spec 001 §2, §8)', () => {
  it('says "Hiển thị X đến Y của Z mục" for a zero-based page of 10', () => {
    expect(ctaRangeText(0, 10, 23)).toBe('Hiển thị 1 đến 10 của 23 mục');
    expect(ctaRangeText(2, 10, 23)).toBe('Hiển thị 21 đến 23 của 23 mục');
    expect(ctaRangeText(0, 10, 0)).toBe('Hiển thị 0 đến 0 của 0 mục');
  });

  it('treats markup without text or image as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>Gọi</p>')).toBe(false);
  });

  it('answers the add or the edit message for a blank name or content', () => {
    const add = ctaBodyWith(CTA_MESSAGES.addRequired).safeParse({ name: '  ', ctaContent: '<p>x</p>' });
    expect(add.success).toBe(false);
    expect(add.error?.issues[0]?.message).toBe('Vui lòng nhập đầy đủ thông tin CTA.');
    const edit = ctaBodyWith(CTA_MESSAGES.editRequired).safeParse({ name: 'a', ctaContent: '<p></p>' });
    expect(edit.error?.issues[0]?.message).toBe('Vui lòng nhập đầy đủ thông tin trước khi lưu.');
    expect(ctaBodyWith(CTA_MESSAGES.addRequired).parse({ name: ' Gọi ', ctaContent: '<p>x</p>' }).name).toBe('Gọi');
  });

  it('renders a CTA with images and headings but never scripts, handlers or data: sources', () => {
    const html =
      '<h2 onclick="x()">Gọi</h2><p><img src="/api/files/images/cta/a.png" alt="A" onerror="x()"><img src="javascript:alert(1)"><img src="data:image/png;base64,AA"></p><script>alert(1)</script>';
    expect(sanitizeHtml(html, RICH_HTML)).toBe(
      '<h2>Gọi</h2><p><img src="/api/files/images/cta/a.png" alt="A"><img><img></p>',
    );
    // Notification bodies keep their smaller profile.
    expect(sanitizeHtml(html, NOTIFICATION_HTML)).toBe('Gọi<p></p>');
  });
});
