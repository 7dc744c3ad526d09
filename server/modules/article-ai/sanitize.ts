/**
 * TODO(lead): replace with `sanitizeArticleHtml` of server/lib/sanitize-html.ts (slice WP) once it
 * is on main — this stub only keeps generated HTML free of scripts, handlers and styles meanwhile.
 */
import sanitizeHtml from 'sanitize-html';

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
}
