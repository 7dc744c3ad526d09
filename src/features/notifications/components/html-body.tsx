import { Text, type TextProps } from '@mantine/core';
import { type MouseEvent, useMemo } from 'react';
import { sanitizeHtml } from '../model/sanitize';

// A link inside the body opens itself, not the notification around it.
const keepLinkClicks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.stopPropagation();
};

/** A notification's HTML body, through the allow-list sanitiser. */
export function HtmlBody({ html, ...props }: { html: string } & TextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
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
