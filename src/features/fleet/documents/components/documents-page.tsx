import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_PAGE_SIZES,
  DOCUMENT_TYPE_GROUPS,
  type DocumentListQuery,
  EXPIRY_FILTER_LABELS,
  EXPIRY_FILTERS,
  type FleetDocument,
} from '@/contracts/fleet-documents';
import { ApiClientError } from '@/lib/client-error';
import { formatDate } from '@/lib/format';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { failureText } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteDocument, useDocuments } from '../api/documents';
import { DocumentFormModal } from './document-form-modal';
import { ExpiryBadge } from './expiry-badge';
import { FilePreviewModal } from './file-preview-modal';

/** "Quản lý Giấy tờ Xe & Tài xế": filters, paged table (soonest expiry first), CRUD and preview. */
export function DocumentsPage() {
  const [q, setQ] = useState('');
  const [text] = useDebouncedValue(q.trim(), 300);
  const [owner, setOwner] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [editing, setEditing] = useState<FleetDocument | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<FleetDocument | null>(null);
  const deleting = useConfirmRow<FleetDocument>();
  const params = {
    page,
    size,
    q: text || undefined,
    loaiChuSoHuu: owner ?? undefined,
    maLoaiGiayTo: type ?? undefined,
    hetHan: expiry ?? undefined,
  } as DocumentListQuery;
  const docs = useDocuments(params);
  const remove = useDeleteDocument();
  const filter = (fn: (v: string | null) => void) => (v: string | null) => {
    fn(v);
    setPage(0);
  };

  const columns: DataTableColumn<FleetDocument>[] = [
    {
      key: 'ten',
      header: 'Tên giấy tờ',
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {d.tenHienThi}
          </Text>
          <Text size="xs" c="dimmed">
            {d.tenLoaiGiayToDisplay}
            {d.soGiayTo ? ` · Số ${d.soGiayTo}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'owner',
      header: 'Thuộc về',
      render: (d) =>
        d.xeId !== null ? (
          <Badge variant="light" color="blue">
            Xe {d.xeBienSo}
          </Badge>
        ) : (
          <Badge variant="light" color="grape">
            {d.nguoiDungHoTen}
          </Badge>
        ),
    },
    { key: 'cap', header: 'Ngày cấp', render: (d) => formatDate(d.ngayCap) || '—' },
    {
      key: 'het',
      header: 'Ngày hết hạn',
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDate(d.ngayHetHan) || '—'}</Text>
          <ExpiryBadge ngayHetHan={d.ngayHetHan} />
        </Group>
      ),
    },
    {
      key: 'active',
      header: 'Trạng thái',
      render: (d) => (
        <Badge color={d.active ? 'green' : 'gray'} variant="dot">
          {d.active ? 'Hiệu lực' : 'Hết HL'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Thao tác',
      align: 'right',
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Xem tệp">
            <ActionIcon variant="light" aria-label={`Xem tệp ${d.tenHienThi}`} onClick={() => setPreviewing(d)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Sửa">
            <ActionIcon variant="light" color="yellow" aria-label={`Sửa ${d.tenHienThi}`} onClick={() => setEditing(d)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Xoá">
            <ActionIcon variant="light" color="red" aria-label={`Xoá ${d.tenHienThi}`} onClick={() => deleting.open(d)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const listError =
    docs.error &&
    new ApiClientError({ status: 0, code: 'LIST', message: failureText(docs.error, DOCUMENT_MESSAGES.loadFailed) });

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Quản lý Giấy tờ Xe & Tài xế"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            Thêm giấy tờ
          </Button>
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label="Tìm kiếm"
              placeholder="Tên, số giấy tờ, biển số, tài xế…"
              leftSection={<IconSearch size={16} />}
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(0);
              }}
              w={{ base: '100%', sm: 280 }}
            />
            <Select
              label="Thuộc về"
              placeholder="Tất cả"
              clearable
              data={[
                { value: 'XE', label: 'Giấy tờ xe' },
                { value: 'TAI_XE', label: 'Giấy tờ tài xế' },
              ]}
              value={owner}
              onChange={filter(setOwner)}
              w={{ base: '100%', sm: 170 }}
            />
            <Select
              label="Loại giấy tờ"
              placeholder="Tất cả loại"
              clearable
              searchable
              data={DOCUMENT_TYPE_GROUPS}
              value={type}
              onChange={filter(setType)}
              w={{ base: '100%', sm: 240 }}
            />
            <Select
              label="Hạn"
              placeholder="Tất cả"
              clearable
              data={EXPIRY_FILTERS.map((v) => ({ value: v, label: EXPIRY_FILTER_LABELS[v] }))}
              value={expiry}
              onChange={filter(setExpiry)}
              w={{ base: '100%', sm: 160 }}
            />
          </Group>
          <PagedTable
            label="Danh sách giấy tờ"
            columns={columns}
            query={docs}
            rowKey={(d) => d.id}
            error={listError || undefined}
            emptyText="Không có giấy tờ nào."
            page={page}
            size={size}
            pageSizes={DOCUMENT_PAGE_SIZES}
            onPaging={(p) => {
              if (p.size !== undefined) setSize(p.size);
              setPage(p.page);
            }}
          />
        </Stack>
      </Card>
      <DocumentFormModal doc={editing} onClose={() => setEditing(null)} />
      <FilePreviewModal doc={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xoá giấy tờ"
        message={DOCUMENT_MESSAGES.deleteConfirm(deleting.row?.tenHienThi ?? '')}
        confirmLabel="Xoá"
        loading={remove.isPending}
        onConfirm={() =>
          deleting.row &&
          remove.mutate(
            deleting.row.id,
            deleting.callbacks((res) => res.message, DOCUMENT_MESSAGES.deleteFailed),
          )
        }
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
