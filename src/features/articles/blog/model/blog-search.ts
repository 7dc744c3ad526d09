/** The blog view's URL search (zod-free: the route reads it). `siteId` absent = every website. */
export const BLOG_STATUSES = ['all', 'publish', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { all: 'Tất cả', publish: 'Đã đăng', draft: 'Bản nháp' };

export type BlogSearch = {
  page: number;
  siteId?: number;
  search?: string;
  status: BlogStatus;
  /** YYYY-MM-DD, inclusive. */
  after?: string;
  before?: string;
};

/** "Kiểm tra index": Google's `site:` search for the post's address. */
export const indexCheckUrl = (link: string) => `https://www.google.com/search?q=${encodeURIComponent(`site:${link}`)}`;

/** WordPress's rendered title holds entities (&#8211;, &amp;): the plain text to show. */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}

/** The status's label and colour on a card (WordPress may also answer future/private). */
export const POST_STATUS_VIEW: Record<string, { label: string; color: string }> = {
  publish: { label: 'Đã đăng', color: 'green' },
  draft: { label: 'Bản nháp', color: 'gray' },
  pending: { label: 'Chờ duyệt', color: 'orange' },
  future: { label: 'Hẹn giờ', color: 'blue' },
  private: { label: 'Riêng tư', color: 'violet' },
};
