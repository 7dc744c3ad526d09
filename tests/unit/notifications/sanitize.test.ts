import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from '@/lib/safe-html';

describe('sanitizeHtml: allow-list', () => {
  it('keeps the formatting notifications use', () => {
    const html = '<b>Trần Văn Điều</b> đã giao cho bạn <i>đơn</i><br>Dòng 2<p>Đoạn <strong>đậm</strong></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<ul><li>một</li><li>hai</li></ul>')).toBe('<ul><li>một</li><li>hai</li></ul>');
    expect(sanitizeHtml('Giá &lt;1.000&gt; &amp; phí')).toBe('Giá &lt;1.000&gt; &amp; phí');
  });

  it('drops scripts and script-like elements with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT src="//x"></SCRIPT>b')).toBe('ab');
    expect(sanitizeHtml('<style>body{display:none}</style>x')).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
  });

  it('removes event handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<b onclick="alert(1)" style="color:red" class="x">đậm</b>')).toBe('<b>đậm</b>');
    expect(sanitizeHtml('<div onmouseover=alert(1)>x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<form action="/x"><input name=a></form>y')).toBe('y');
    expect(sanitizeHtml('<details open ontoggle=alert(1)>x')).toBe('x');
  });

  it('allows only safe links, and opens absolute ones in a new tab', () => {
    expect(sanitizeHtml('<a href="https://vantai.vn/x?a=1&amp;b=2">đây</a>')).toBe(
      '<a href="https://vantai.vn/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">đây</a>',
    );
    expect(sanitizeHtml('<a href="/tai-xe" title="Mở">mở</a>')).toBe('<a href="/tai-xe" title="Mở">mở</a>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
      expect(isSafeHref(href), href).toBe(false);
    }
  });

  it('escapes what only looks like markup, so nothing a browser parses can add a tag', () => {
    expect(sanitizeHtml('1 < 2 và 3 > 2')).toBe('1 &lt; 2 và 3 &gt; 2');
    expect(sanitizeHtml('<!-- <img src=x onerror=alert(1)> -->')).toBe('&lt;!--  --&gt;');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    // As a browser reads it: '<b' is an attribute name of the <a>, dropped like any unknown one.
    expect(sanitizeHtml('<a href="/x" <b>z</b>')).toBe('<a href="/x">z</a>');
    expect(sanitizeHtml('<b title="a>b">x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('Tom & Jerry &copy; &#169;')).toBe('Tom &amp; Jerry &copy; &#169;');
    // Attribute values are re-quoted and escaped.
    expect(sanitizeHtml(`<a href='/x"onclick="alert(1)'>x</a>`)).toBe('<a href="/x&quot;onclick=&quot;alert(1)">x</a>');
  });

  it('balances tags: closes what was left open, drops stray closers', () => {
    expect(sanitizeHtml('<b>đậm <i>nghiêng')).toBe('<b>đậm <i>nghiêng</i></b>');
    expect(sanitizeHtml('</div>x</b>')).toBe('x');
    expect(sanitizeHtml('<b><i>x</b>y')).toBe('<b><i>x</i></b>y');
  });

  it('produces output with no tags outside the allow-list, for any mix of the dangerous pieces', () => {
    const pieces = [
      '<',
      '>',
      '"',
      "'",
      '=',
      'a',
      'b',
      'img',
      'script',
      '/',
      ' ',
      'onerror',
      'href',
      'javascript:',
      '&',
    ];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 2000; run++) {
      const input = Array.from({ length: 12 }, () => pieces[Math.floor(rand() * pieces.length)]).join('');
      const out = sanitizeHtml(input);
      for (const tag of out.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
        expect(['a', 'b'], input).toContain(tag[1]);
        expect(tag[2], input).toMatch(/^(\s+href="[^"<>]*"(\s+target="_blank" rel="noopener noreferrer")?)?$/);
      }
      expect(out, input).not.toMatch(/href="\s*javascript:/i);
    }
  });
});
