import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Cta } from '@/contracts/articles';
import { CTA_MESSAGES, CTA_PAGE_SIZE, CTA_PAGER_NUMBERS, ctaRangeText } from '@/contracts/articles-vocabulary';
import { useCan } from '@/lib/current-user';
import { RICH_HTML } from '@/lib/safe-html';
import { ConfirmAction } from '@/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { HtmlBody } from '@/ui/html-body';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageHeader } from '@/ui/page-header';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useCtas, useDeleteCta } from '../api/ctas';
import classes from './cta-content.module.css';
import { CtaFormModal } from './cta-form-modal';

const M = CTA_MESSAGES;

/** "Danh sách CTA" (§2): the call-to-action blocks appended to pushed articles; marketing adds, edits, deletes. */
export function CtasPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const ctas = useCtas({ page });
  const remove = useDeleteCta();
  const can = useCan();
  const mayAdd = can('MARKETING_THEM');
  const mayEdit = can('MARKETING_SUA');
  const mayDelete = can('MARKETING_XOA');
  const [editing, setEditing] = useState<{ cta: Cta | null } | null>(null);
  const deleting = useConfirmRow<Cta>();
  const data = ctas.data;

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      deleting.row.id,
      deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
    );
  };

  const columns: DataTableColumn<Cta>[] = [
    {
      key: 'name',
      header: 'Tên CTA',
      width: '26%',
      render: (c) => (
        <Text fw={600} size="sm">
          {c.name}
        </Text>
      ),
    },
    {
      key: 'content',
      header: 'Nội dung',
      render: (c) => (
        <HtmlBody
          html={c.ctaContent}
          profile={RICH_HTML}
          className={classes.content}
          style={{ overflowWrap: 'anywhere' }}
        />
      ),
    },
  ];
  if (mayEdit || mayDelete) {
    columns.push(
      actionsColumn(84, (c) => (
        <>
          {mayEdit && (
            <RowAction tooltip="Sửa" label={`Sửa ${c.name}`} icon={IconPencil} onClick={() => setEditing({ cta: c })} />
          )}
          {mayDelete && (
            <RowAction
              tooltip="Xóa"
              label={`Xóa ${c.name}`}
              icon={IconTrash}
              color="red"
              onClick={() => deleting.open(c)}
            />
          )}
        </>
      )),
    );
  }

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách CTA"
        actions={
          mayAdd && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ cta: null })}>
              Thêm CTA
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <DataTable
          label="Danh sách CTA"
          columns={columns}
          rows={data?.content}
          rowKey={(c) => c.id}
          loading={ctas.isFetching}
          error={ctas.isError && !data ? ctas.error : undefined}
          errorText={M.listFailed}
          onRetry={() => void ctas.refetch()}
          emptyText="Chưa có CTA nào."
          page={page}
          pageSize={CTA_PAGE_SIZE}
          totalElements={data?.totalElements ?? 0}
          totalPages={data?.totalPages}
          pageSizes={[CTA_PAGE_SIZE]}
          onPageChange={onPage}
          onPageSizeChange={() => undefined}
          minWidth={0}
          maxHeight="none"
          pager={
            data && data.totalElements > 0 ? (
              data.totalPages > 1 ? (
                <NumberedPager
                  page={page}
                  totalPages={data.totalPages}
                  maxNumbers={CTA_PAGER_NUMBERS}
                  onChange={onPage}
                  summary={ctaRangeText(page, CTA_PAGE_SIZE, data.totalElements)}
                />
              ) : (
                <Group>
                  <Text size="sm" c="dimmed">
                    {ctaRangeText(page, CTA_PAGE_SIZE, data.totalElements)}
                  </Text>
                </Group>
              )
            ) : null
          }
        />
      </Card>
      <CtaFormModal opened={editing !== null} cta={editing?.cta ?? null} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa CTA"
        message={`Bạn có chắc muốn xóa CTA "${deleting.row?.name ?? ''}"? Bài viết đã đăng vẫn giữ nội dung CTA cũ.`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
