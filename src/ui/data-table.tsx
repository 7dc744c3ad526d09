/**
 * A table for server-paged lists: the screen owns the query (page, size, filters in the URL or
 * state) and passes rows + totals in; the table draws loading skeletons, the empty text, the error
 * with 'Thử lại', and the pager ('Trang x / y', prev/next, page size). Pages are zero-based in and out.
 */
import { ActionIcon, Alert, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { errorMessage, isApiClientError } from '@/lib/client-error';
import { isForbidden, NoPermissionState } from './no-permission';
import { canGoNext, canGoPrev, clampPage, pageCount, pageForNewSize, pagerLabel } from './paging';

export interface DataTableColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: CSSProperties['width'];
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  /** The current page's rows (undefined while the first page loads). */
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Accessible name of the table, e.g. 'Danh sách xe'. */
  label: string;
  /** Shows skeleton rows (first load, or a page change without kept data). */
  loading?: boolean;
  /** A failed load: the server's message is shown with 'Thử lại'. */
  error?: unknown;
  /** The screen's load-error text (spec §8), shown when the server sent no message (network down). */
  errorText?: string;
  onRetry?: () => void;
  emptyText?: string;
  /** Zero-based page being shown. */
  page: number;
  pageSize: number;
  totalElements: number;
  /** From the server's page; computed from totalElements and pageSize when absent. */
  totalPages?: number;
  pageSizes: number[];
  /** Receives a zero-based page. */
  onPageChange: (page: number) => void;
  /** Receives the new size and the page that keeps the first visible row on screen. */
  onPageSizeChange: (size: number, page: number) => void;
  onRowClick?: (row: T) => void;
  /** The pager's text for a zero-based page (default 'Trang x / y'; the user list says 'Page x / y'). */
  formatPager?: (page: number, totalPages: number) => string;
  /** Height of the scrolling body; the header stays put (default 70dvh). */
  maxHeight?: CSSProperties['maxHeight'];
  minWidth?: CSSProperties['minWidth'];
  /** The screen's own pager in place of the built-in one (the archive's numbered pages); null for none. */
  pager?: ReactNode;
}

const SKELETON_ROWS = 5;

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  error,
  errorText,
  onRetry,
  emptyText = 'Không có dữ liệu',
  page,
  pageSize,
  totalElements,
  totalPages,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  onRowClick,
  formatPager = pagerLabel,
  maxHeight = '70dvh',
  minWidth = 720,
  pager,
}: DataTableProps<T>) {
  const pages = totalPages && totalPages > 0 ? totalPages : pageCount(totalElements, pageSize);
  const current = clampPage(page, pages);
  const hasError = error !== undefined && error !== null && error !== false;
  const showSkeleton = loading && !rows?.length;

  // The page asked for no longer exists (its last row was deleted, a filter shrank the list):
  // move to the last page that does, once the server's totals are in.
  const loaded = rows !== undefined && !loading && !hasError;
  useEffect(() => {
    if (loaded && page !== current) onPageChange(current);
  }, [loaded, page, current, onPageChange]);

  const rowProps = (row: T) =>
    onRowClick
      ? {
          onClick: () => onRowClick(row),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') onRowClick(row);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        }
      : {};

  let body: ReactNode;
  if (hasError && isForbidden(error)) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <NoPermissionState inline />
        </Table.Td>
      </Table.Tr>
    );
  } else if (hasError) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" my="sm">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {errorText && !(isApiClientError(error) && error.status > 0) ? errorText : errorMessage(error)}
              </Text>
              {onRetry && (
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={onRetry}
                  loading={loading}
                >
                  Thử lại
                </Button>
              )}
            </Group>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Table.Tr key={i} aria-hidden>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            <Skeleton height={16} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows?.length) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" ta="center" py="lg">
            {emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)} {...rowProps(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row, index)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
        <Table
          stickyHeader
          striped
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={loading}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {pager !== undefined ? (
        pager
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Tổng: {totalElements}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {/* A list with one fixed size (the spec's 10) offers no choice. */}
            {pageSizes.length > 1 && (
              <Select
                aria-label="Số dòng mỗi trang"
                data={pageSizes.map((n) => ({ value: String(n), label: `${n} / trang` }))}
                value={String(pageSize)}
                onChange={(value) => {
                  const size = Number(value);
                  if (size > 0 && size !== pageSize) onPageSizeChange(size, pageForNewSize(current, pageSize, size));
                }}
                allowDeselect={false}
                w={110}
                size="xs"
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Trang trước"
              disabled={!canGoPrev(current)}
              onClick={() => onPageChange(current - 1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm" miw={88} ta="center" aria-live="polite">
              {formatPager(current, pages)}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Trang sau"
              disabled={!canGoNext(current, pages)}
              onClick={() => onPageChange(current + 1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
