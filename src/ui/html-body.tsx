import { Text, type TextProps } from '@mantine/core';
import { type MouseEvent, useMemo } from 'react';
import { type HtmlProfile, sanitizeHtml } from '@/lib/safe-html';

// A link inside the body opens itself, not the notification around it.
const keepLinkClicks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.stopPropagation();
};

/** A notification's HTML body (or, with `profile`, a rich-text block such as a CTA), through the allow-list sanitiser. */
export function HtmlBody({ html, profile, ...props }: { html: string; profile?: HtmlProfile } & TextProps) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return (
    <Text
      component="div"
      size="sm"
      onClick={keepLinkClicks}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt by sanitizeHtml from an allow-list of tags and attributes
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
