/**
 * TODO(lead): a stand-in until the WP slice's server/lib/sanitize-html.ts lands on main — then this
 * file goes and service.ts / ctas/service.ts import `sanitizeArticleHtml` from there.
 * sanitize-html's defaults (no scripts, no event handlers, no styles, safe link protocols) plus images.
 */
import sanitizeHtml from 'sanitize-html';

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemesByTag: { img: ['http', 'https'] },
  });
}
