import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../server/lib/sanitize-html';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Giới thiệu</h2><p><strong>Vận tải</strong> <em>nhanh</em></p><ul><li>Một</li></ul><ol start="3"><li>Ba</li></ol>' +
      '<blockquote>Trích</blockquote><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, styles, handlers and frames with their content', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="alert(1)" style="color:red" class="x">Chào</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.com"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>Chào</p>');
  });

  it('keeps links with safe protocols only and protects the opener', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="//evil.com">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="https://a.vn/b" target="_blank">x</a>')).toBe(
      '<a href="https://a.vn/b" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:a@b.vn">m</a>')).toBe('<a href="mailto:a@b.vn">m</a>');
  });

  it('keeps images from http(s) and our library, drops the rest', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.vn/a.png" alt="A" onerror="x()">')).toBe(
      '<img src="https://cdn.vn/a.png" alt="A" />',
    );
    expect(sanitizeArticleHtml('<img src="/api/files/abcdefghij12" alt="B">')).toBe(
      '<img src="/api/files/abcdefghij12" alt="B" />',
    );
    expect(sanitizeArticleHtml('<p>a<img src="data:image/png;base64,AAA">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeArticleHtml('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeArticleHtml('<img>')).toBe('');
  });

  it('is idempotent and accepts empty input', () => {
    const once = sanitizeArticleHtml('<h3>T</h3><p>x<br>y</p><svg><script>1</script></svg>');
    expect(sanitizeArticleHtml(once)).toBe(once);
    expect(sanitizeArticleHtml('')).toBe('');
  });
});
