/**
 * An allow-list HTML sanitiser for server HTML shown in the page: notification bodies, and CTA blocks
 * with RICH_HTML (DOMPurify is not a dependency). It does not repair the input: it re-writes it. Every tag is rebuilt from its name and the attributes we allow
 * (values re-escaped, links limited to http(s)/mailto/tel and app paths); anything else that looks
 * like markup is escaped into visible text, and script-like elements are dropped with their content.
 * So whatever a parser makes of odd input, the output holds only our own tags.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'mark',
  'code',
  'br',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
]);
const VOID_TAGS = new Set(['br']);
/** Removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'] };

/** What one kind of body may hold: the tags, the void ones among them, and each tag's attributes. */
export type HtmlProfile = {
  tags: ReadonlySet<string>;
  voidTags: ReadonlySet<string>;
  attributes: Record<string, readonly string[]>;
};
/** Notification bodies: inline text, paragraphs, lists and links. */
export const NOTIFICATION_HTML: HtmlProfile = {
  tags: ALLOWED_TAGS,
  voidTags: VOID_TAGS,
  attributes: ALLOWED_ATTRIBUTES,
};
/** Rich-text editor output (CTA blocks): the notification tags plus headings, rules and images. */
export const RICH_HTML: HtmlProfile = {
  tags: new Set([...ALLOWED_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'pre', 'sub', 'sup']),
  voidTags: new Set([...VOID_TAGS, 'hr', 'img']),
  attributes: { ...ALLOWED_ATTRIBUTES, img: ['src', 'alt', 'title', 'width', 'height'] },
};

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const escapeText = (s: string) => s.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
const escapeAttribute = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Text keeps well-formed entities; a bare '&' becomes '&amp;'. */
const escapeTextWithEntities = (s: string) =>
  escapeText(s).replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;');

/** Decodes what a browser would before following a link; undefined for entities we cannot vouch for. */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    const known = NAMED_ENTITIES[code.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? whole;
  });
  return unknown ? undefined : decoded;
}

/** http(s), mailto, tel, or a path of this app; never javascript:, data: or a protocol-relative host. */
export function isSafeHref(raw: string): boolean {
  const decoded = decodeAttribute(raw);
  if (decoded === undefined) return false;
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const compact = [...decoded]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  if (/^(https?:|mailto:|tel:)/i.test(compact)) return true;
  if (/^[/\\]{2}/.test(compact)) return false;
  // No scheme at all: a relative link (a ':' only after '/', '?' or '#').
  return !/^[^/?#]*:/.test(compact);
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

/** An image source: http(s) or a path of this app (never data:, javascript: or another scheme). */
const isSafeSrc = (raw: string) => isSafeHref(raw) && !/^\s*(mailto|tel):/i.test(decodeAttribute(raw) ?? '');

function rebuildAttributes(tag: string, source: string, profile: HtmlProfile): string {
  const allowed = profile.attributes[tag];
  if (!allowed) return '';
  let out = '';
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || out.includes(` ${name}=`)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href') {
      if (!isSafeHref(value)) continue;
      out += ` href="${escapeAttribute(decodeAttribute(value) ?? '')}"`;
      if (/^\s*https?:/i.test(value)) out += ' target="_blank" rel="noopener noreferrer"';
    } else if (name === 'src') {
      if (isSafeSrc(value)) out += ` src="${escapeAttribute(decodeAttribute(value) ?? '')}"`;
    } else {
      out += ` ${name}="${escapeAttribute(decodeAttribute(value) ?? '')}"`;
    }
  }
  return out;
}

export function sanitizeHtml(html: string, profile: HtmlProfile = NOTIFICATION_HTML): string {
  let out = '';
  const open: string[] = [];
  let cursor = 0;
  let dropping: string | null = null;
  for (const m of html.matchAll(TAG)) {
    const at = m.index ?? 0;
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    if (dropping) {
      // Inside <script>…: skip everything up to its own end tag.
      if (closing && tag === dropping) {
        dropping = null;
        cursor = at + m[0].length;
      }
      continue;
    }
    out += escapeTextWithEntities(html.slice(cursor, at));
    cursor = at + m[0].length;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing) dropping = tag;
      continue;
    }
    if (!profile.tags.has(tag)) continue;
    if (profile.voidTags.has(tag)) {
      if (!closing) out += `<${tag}${rebuildAttributes(tag, m[3] ?? '', profile)}>`;
      continue;
    }
    if (!closing) {
      out += `<${tag}${rebuildAttributes(tag, m[3] ?? '', profile)}>`;
      open.push(tag);
      continue;
    }
    // A closing tag closes what it matches (and what was left open inside it); a stray one is dropped.
    const index = open.lastIndexOf(tag);
    if (index < 0) continue;
    while (open.length > index) out += `</${open.pop()}>`;
  }
  if (!dropping) out += escapeTextWithEntities(html.slice(cursor));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
