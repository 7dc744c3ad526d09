import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { Page } from '@/contracts/envelope';
import { EXPORT_MESSAGES } from '@/contracts/leads-vocabulary';
import type { ColumnChoice } from '@/ui/column-choice';
import { ColumnChooser, useColumnChoice } from '@/ui/column-chooser';
import type { DataTableColumn } from '@/ui/data-table';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageJump } from '@/ui/page-jump';
import { PagedTable } from '@/ui/paged-table';
import { pagerLabel } from '@/ui/paging';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { columnsOf, type LeadColumn } from '../model/export-columns';
import type { PageFetcher } from '../model/export-leads';
import type { LeadFilters, LeadSearch } from '../model/lead-search';
import { LeadExportButton } from './lead-export-button';
import { LeadFilterBar } from './lead-filter-bar';

/**
 * The frame the company and customer lists share (§2): the filters, the column chooser, the Excel
 * export, the table of the chosen columns with its row actions, the numbered pager and the page jump.
 * Each list brings its catalogue (model/export-columns.ts), its query and its modals.
 */
export function LeadList<T extends { status: number; name: string }>({
  label,
  catalogue,
  choice,
  query,
  search,
  onSearch,
  size,
  rowKey,
  onEdit,
  onDelete,
  extraActions,
  errorText,
  emptyText,
  fetchPage,
  fileBases,
  unit,
}: {
  label: string;
  catalogue: readonly LeadColumn<T>[];
  choice: ColumnChoice<string>;
  query: UseQueryResult<Page<T>>;
  search: LeadSearch;
  onSearch: (patch: Partial<LeadSearch>) => void;
  size: number;
  rowKey: (row: T) => string;
  /** "Sửa" on each row (absent without the right). */
  onEdit?: (row: T) => void;
  /** "Xóa" on each row (absent without the right); the page confirms. */
  onDelete?: (row: T) => void;
  /** Row buttons before "Sửa" (the companies' "add as potential customer"). */
  extraActions?: (row: T) => ReactNode;
  errorText: string;
  emptyText: string;
  fetchPage: PageFetcher<T>;
  fileBases: { page: string; all: string };
  /** What the rows are called in the pager's summary ('công ty', 'khách hàng'). */
  unit: string;
}) {
  const { visible, toggle } = useColumnChoice(choice);
  const chosen = useMemo(() => columnsOf(catalogue, visible), [catalogue, visible]);
  const labels = useMemo(() => Object.fromEntries(catalogue.map((c) => [c.key, c.header])), [catalogue]);
  const data = query.data;
  const { page, ...filters } = search;

  const columns: DataTableColumn<T>[] = chosen.map((c) => ({
    key: c.key,
    header: c.header,
    render: (row: T) =>
      c.key === 'status' ? (
        <Badge color={row.status === 1 ? 'green' : 'gray'} variant="light">
          {c.text(row)}
        </Badge>
      ) : (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {c.text(row) || '—'}
        </Text>
      ),
  }));
  if (onEdit || onDelete || extraActions) {
    const width = 44 + 30 * [onEdit, onDelete, extraActions].filter(Boolean).length;
    columns.push(
      actionsColumn(width, (row) => (
        <>
          {extraActions?.(row)}
          {onEdit && (
            <RowAction tooltip="Sửa" label={`Sửa ${row.name}`} icon={IconPencil} onClick={() => onEdit(row)} />
          )}
          {onDelete && (
            <RowAction
              tooltip="Xóa"
              label={`Xóa ${row.name}`}
              icon={IconTrash}
              color="red"
              onClick={() => onDelete(row)}
            />
          )}
        </>
      )),
    );
  }

  return (
    <>
      <LeadFilterBar
        value={filters}
        onApply={(f: LeadFilters) =>
          onSearch({ page: 0, industryId: undefined, status: undefined, name: undefined, province: undefined, ...f })
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {data ? `${data.totalElements} ${unit}` : ' '}
            </Text>
            <Group gap="sm" wrap="wrap">
              <ColumnChooser columns={choice.columns} labels={labels} visible={visible} onToggle={toggle} />
              <LeadExportButton columns={chosen} pageRows={data?.content} fetchPage={fetchPage} fileBases={fileBases} />
            </Group>
          </Group>
          {chosen.length === 0 && (
            <Alert color="yellow" variant="light">
              {EXPORT_MESSAGES.noColumns}
            </Alert>
          )}
          <PagedTable
            label={label}
            columns={columns}
            query={query}
            rowKey={rowKey}
            error={query.error}
            errorText={errorText}
            emptyText={emptyText}
            page={page}
            size={size}
            pageSizes={[size]}
            minWidth={Math.max(480, columns.length * 150)}
            onPaging={(p) => onSearch({ page: p.page })}
            pager={
              data && data.totalPages > 1 ? (
                <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
                  <NumberedPager
                    page={page}
                    totalPages={data.totalPages}
                    maxNumbers={5}
                    onChange={(p) => onSearch({ page: p })}
                    summary={`${pagerLabel(page, data.totalPages)} (${data.totalElements} ${unit})`}
                  />
                  <PageJump totalPages={data.totalPages} onJump={(p) => onSearch({ page: p })} />
                </Group>
              ) : null
            }
          />
        </Stack>
      </Card>
    </>
  );
}
