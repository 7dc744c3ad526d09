import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canGoNext, canGoPrev, clampPage, gapTarget, pageItems } from './paging';

/**
 * Previous / numbered pages with '…' gaps / next (spec 002: the task comments with up to 5 numbers,
 * the archived tasks with every page up to 7). A gap is a button too: it jumps to the middle of the
 * pages it hides. Pages are zero-based in and out; nothing is drawn for a single page.
 */
export function NumberedPager({
  page,
  totalPages,
  maxNumbers,
  onChange,
  label = 'Phân trang',
  summary,
}: {
  page: number;
  totalPages: number;
  maxNumbers: number;
  onChange: (page: number) => void;
  /** Accessible name of the pager's navigation landmark. */
  label?: string;
  /** Text beside the buttons, e.g. 'Trang x / y (Tổng số n công việc)'. */
  summary?: ReactNode;
}) {
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label={label}>
      {summary !== undefined ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Trang trước"
          disabled={!canGoPrev(current)}
          onClick={() => onChange(current - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        {pageItems(current, totalPages, maxNumbers).map((item) =>
          item.kind === 'page' ? (
            <Button
              key={`p${item.page}`}
              size="compact-md"
              miw={32}
              variant={item.page === current ? 'filled' : 'default'}
              aria-current={item.page === current ? 'page' : undefined}
              aria-label={`Trang ${item.page + 1}`}
              onClick={() => onChange(item.page)}
            >
              {item.page + 1}
            </Button>
          ) : (
            <Button
              key={`g${item.from}`}
              size="compact-md"
              variant="subtle"
              aria-label={`Trang ${item.from + 1}–${item.to + 1}`}
              onClick={() => onChange(gapTarget(item))}
            >
              …
            </Button>
          ),
        )}
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Trang sau"
          disabled={!canGoNext(current, totalPages)}
          onClick={() => onChange(current + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
