import { Text, type TextProps } from '@mantine/core';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { type HtmlProfile, sanitizeHtml } from '@/lib/safe-html';
import { fetchBlob } from './auth-file';

// A link inside the body opens itself, not the notification around it.
const keepLinkClicks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.stopPropagation();
};

/**
 * Our library's images (`/api/files/…`) need the bearer token an <img src> cannot send: their
 * source is parked in `data-auth-src` and filled with an object URL once fetched. The sanitised
 * output escapes '<' in text, so every `<img` in it is a real tag.
 */
const parkAppImages = (html: string) =>
  html.replace(/<img\b[^>]*>/g, (tag) => tag.replace(/ src="(\/api\/[^"]*)"/, ' data-auth-src="$1"'));

/** A notification's HTML body (or, with `profile`, a rich-text block such as a CTA), through the allow-list sanitiser. */
export function HtmlBody({ html, profile, ...props }: { html: string; profile?: HtmlProfile } & TextProps) {
  const clean = useMemo(() => parkAppImages(sanitizeHtml(html, profile)), [html, profile]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !clean.includes('data-auth-src')) return;
    const urls: string[] = [];
    let live = true;
    for (const img of root.querySelectorAll<HTMLImageElement>('img[data-auth-src]')) {
      const src = img.dataset.authSrc ?? '';
      fetchBlob(src).then(
        (blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          img.src = url;
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [clean]);

  return (
    <Text
      ref={ref}
      component="div"
      size="sm"
      onClick={keepLinkClicks}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt by sanitizeHtml from an allow-list of tags and attributes
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
