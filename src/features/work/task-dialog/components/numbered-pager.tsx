import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pagerItems } from '../model/pager';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';

/** Previous / numbered pages with ellipsis (at most 5) / next. `page` is 0-based like the API's. */
export function NumberedPager({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap={4} justify="center" wrap="wrap">
      <Button
        variant="default"
        size="xs"
        px={6}
        disabled={page <= 0}
        onClick={() => onChange(page - 1)}
        aria-label={T.previous}
      >
        <IconChevronLeft size={16} aria-hidden />
      </Button>
      {pagerItems(page + 1, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="xs"
            px={8}
            variant={item === page + 1 ? 'filled' : 'default'}
            aria-current={item === page + 1 ? 'page' : undefined}
            aria-label={`Trang ${item}`}
            onClick={() => onChange(item - 1)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} size="sm" c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ),
      )}
      <Button
        variant="default"
        size="xs"
        px={6}
        disabled={page >= totalPages - 1}
        onClick={() => onChange(page + 1)}
        aria-label={T.next}
      >
        <IconChevronRight size={16} aria-hidden />
      </Button>
    </Group>
  );
}
