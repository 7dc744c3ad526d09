import { Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Industry } from '@/contracts/leads';
import { INDUSTRY_PAGE_SIZE, INDUSTRY_MESSAGES as M } from '@/contracts/leads-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { pagerLabel } from '@/ui/paging';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteIndustry, useIndustries } from '../api/industries';
import { IndustryFormModal } from './industry-form-modal';

/** "Danh sách ngành nghề" (§2): industries, 10 a page, with add, rename and delete. */
export function IndustriesPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const size = INDUSTRY_PAGE_SIZE;
  const industries = useIndustries({ page, size });
  const remove = useDeleteIndustry();
  const can = useCan();
  const [editing, setEditing] = useState<{ industry: Industry | null } | null>(null);
  const deleting = useConfirmRow<Industry>();
  const data = industries.data;

  const columns: DataTableColumn<Industry>[] = [
    { key: 'index', header: 'STT', width: 70, render: (_, i) => page * size + i + 1 },
    {
      key: 'name',
      header: 'Tên ngành nghề',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
  ];
  if (can('MARKETING_SUA') || can('MARKETING_XOA')) {
    columns.push(
      actionsColumn(100, (row) => (
        <>
          {can('MARKETING_SUA') && (
            <RowAction
              tooltip="Sửa"
              label={`Sửa ${row.name}`}
              icon={IconPencil}
              onClick={() => setEditing({ industry: row })}
            />
          )}
          {can('MARKETING_XOA') && (
            <RowAction
              tooltip="Xóa"
              label={`Xóa ${row.name}`}
              icon={IconTrash}
              color="red"
              onClick={() => deleting.open(row)}
            />
          )}
        </>
      )),
    );
  }

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách ngành nghề"
        actions={
          can('MARKETING_THEM') && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ industry: null })}>
              Thêm ngành nghề
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <PagedTable
          label="Danh sách ngành nghề"
          columns={columns}
          query={industries}
          rowKey={(row) => row.id}
          error={industries.error}
          errorText={M.loadFailed}
          emptyText="Chưa có ngành nghề nào."
          page={page}
          size={size}
          pageSizes={[size]}
          minWidth={280}
          onPaging={(p) => onPage(p.page)}
          pager={
            data && data.totalPages > 1 ? (
              <NumberedPager
                page={page}
                totalPages={data.totalPages}
                maxNumbers={5}
                onChange={onPage}
                summary={`${pagerLabel(page, data.totalPages)} (${data.totalElements} ngành nghề)`}
              />
            ) : null
          }
        />
      </Card>
      <IndustryFormModal
        opened={editing !== null}
        industry={editing?.industry ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa ngành nghề"
        message={`Bạn có chắc muốn xóa ngành nghề "${deleting.row?.name ?? ''}"?`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting.row)
            remove.mutate(
              deleting.row.id,
              deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
            );
        }}
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
