/**
 * The one HTML sanitiser for article content and CTA blocks (issue 15): everything a writer or the
 * model produces is cleaned here before it is stored or sent to a WordPress site. Kept: headings,
 * paragraphs, inline emphasis, lists, quotes, code, tables, figures, links with safe protocols and
 * images from http(s) or our own library (/api/files/…). Gone: scripts, styles, event handlers,
 * iframes, forms, `javascript:`/`data:` URLs and every attribute not listed.
 */
import sanitizeHtml from 'sanitize-html';
import { FILE_URL_PATTERN } from '@/contracts/uploads-vocabulary';

const OUR_FILE = new RegExp(FILE_URL_PATTERN.source.replace(/\$$/, '(?:[?#].*)?$'));

/** An image source we keep: an absolute http(s) URL or a file of our library. */
function safeImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (OUR_FILE.test(src)) return true;
  return /^https?:\/\/[^\s"'<>]+$/i.test(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'abbr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    abbr: ['title'],
    q: ['cite'],
    blockquote: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Scripts and styles go with their text; other unknown tags leave their text behind.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link that opens a new tab must not hand the opener over.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeImageSrc(frame.attribs.src),
};

/** Article/CTA HTML as it may be stored and published. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}
