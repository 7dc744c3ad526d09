import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { SEVERITY_LABELS } from '@/contracts/fleet';
import { CHECKLIST_HISTORY_MESSAGES as H } from '@/contracts/fleet-maintenance';
import { ApiClientError, ClientErrorCode, isApiClientError } from '@/lib/api-error';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AuthImage, useAuthFile } from '@/ui/auth-file';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import {
  type HistoryParams,
  useChecklistHistory,
  useChecklistLog,
  useHistoryDriverOptions,
  useHistoryVehicleOptions,
} from '../api/get-checklist-history';

export const HISTORY_PAGE_SIZES = [10, 20, 50];
export type HistoryResult = 'all' | 'errors' | 'ok';
export type HistorySearch = {
  xeId?: number;
  taiXeId?: number;
  result: HistoryResult;
  page: number;
  size: number;
  id?: number;
};

export const toHistoryParams = (s: HistorySearch): HistoryParams => ({
  page: s.page,
  size: s.size,
  xeId: s.xeId,
  taiXeId: s.taiXeId,
  hasError: s.result === 'all' ? undefined : s.result === 'errors',
});

function messageOf(error: unknown, fallback: string) {
  return isApiClientError(error) &&
    error.code !== ClientErrorCode.NETWORK &&
    error.code !== ClientErrorCode.BAD_RESPONSE &&
    error.message
    ? error.message
    : fallback;
}

type Log = NonNullable<ReturnType<typeof useChecklistHistory>['data']>['content'][number];
const columns: DataTableColumn<Log>[] = [
  { key: 'time', header: 'Thời điểm', width: 150, render: (l) => formatDateTime(l.thoiDiemThucHien) },
  {
    key: 'xe',
    header: 'Xe',
    width: 120,
    render: (l) => (
      <Text fw={600} size="sm">
        {l.xeBienSo}
      </Text>
    ),
  },
  { key: 'taiXe', header: 'Tài xế', render: (l) => l.tenTaiXe },
  { key: 'odo', header: 'ODO', align: 'right', render: (l) => formatNumber(l.odo) },
  { key: 'ng', header: 'Số lỗi', align: 'right', width: 90, render: (l) => l.soItemNG },
  {
    key: 'result',
    header: 'Kết quả',
    width: 160,
    render: (l) =>
      l.hasCriticalError ? (
        <Badge color="red">Lỗi nghiêm trọng</Badge>
      ) : l.soItemNG > 0 ? (
        <Badge color="orange" variant="light">
          Có lỗi
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Đạt
        </Badge>
      ),
  },
];

/** 'Lịch sử checklist': vehicle, driver and result filters; detail with items and photos. */
export function ChecklistHistoryPage({
  search,
  onSearch,
}: {
  search: HistorySearch;
  onSearch: (p: Partial<HistorySearch>) => void;
}) {
  const history = useChecklistHistory(toHistoryParams(search));
  const vehicles = useHistoryVehicleOptions();
  const drivers = useHistoryDriverOptions();
  const data = history.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Breadcrumbs>
          <Anchor href="/" size="sm">
            Tổng quan
          </Anchor>
          <Text size="sm">Lịch sử checklist</Text>
        </Breadcrumbs>
        <Title order={2}>Lịch sử checklist</Title>
      </Stack>
      <Group gap="sm" align="flex-end">
        <Select
          label="Xe"
          placeholder="Tất cả xe"
          clearable
          searchable
          data={(vehicles.data ?? []).map((v) => ({ value: String(v.id), label: v.bienSo }))}
          value={search.xeId ? String(search.xeId) : null}
          onChange={(v) => onSearch({ xeId: v ? Number(v) : undefined, page: 0 })}
          w={200}
        />
        <Select
          label="Tài xế"
          placeholder="Tất cả tài xế"
          clearable
          searchable
          data={(drivers.data ?? []).map((d) => ({ value: String(d.idNguoiDung), label: d.hoTen }))}
          value={search.taiXeId ? String(search.taiXeId) : null}
          onChange={(v) => onSearch({ taiXeId: v ? Number(v) : undefined, page: 0 })}
          w={220}
        />
        <SegmentedControl
          aria-label="Kết quả"
          value={search.result}
          onChange={(v) => onSearch({ result: v as HistoryResult, page: 0 })}
          data={[
            { value: 'all', label: 'Tất cả' },
            { value: 'errors', label: 'Chỉ lỗi' },
            { value: 'ok', label: 'Chỉ OK' },
          ]}
        />
      </Group>
      <DataTable
        label="Lịch sử checklist"
        columns={columns}
        rows={data?.content}
        rowKey={(l) => l.id}
        loading={history.isFetching}
        error={
          history.error
            ? new ApiClientError({ status: 0, code: 'LIST', message: messageOf(history.error, H.listError) })
            : undefined
        }
        onRetry={() => void history.refetch()}
        emptyText="Chưa có checklist nào."
        page={search.page}
        pageSize={search.size}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages}
        pageSizes={HISTORY_PAGE_SIZES}
        onPageChange={(page) => onSearch({ page })}
        onPageSizeChange={(size, page) => onSearch({ size, page })}
        onRowClick={(l) => onSearch({ id: l.id })}
      />
      <ChecklistLogModal id={search.id ?? null} onClose={() => onSearch({ id: undefined })} />
    </Stack>
  );
}

const SEVERITY_COLORS = { INFO: 'gray', WARNING: 'orange', CRITICAL: 'red' } as const;

function ChecklistLogModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useChecklistLog(id);
  const [preview, setPreview] = useState<string | null>(null);
  const d = detail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      centered
      title={d ? `Checklist #${d.log.id}` : 'Chi tiết checklist'}
    >
      {detail.isPending && id !== null && (
        <Group justify="center" p="xl">
          <Loader aria-label="Đang tải" />
        </Group>
      )}
      {detail.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{messageOf(detail.error, H.detailError)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void detail.refetch()}>
              Thử lại
            </Button>
          </Group>
        </Alert>
      )}
      {d && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {d.log.xeBienSo} · {d.log.tenTaiXe} · {formatDateTime(d.log.thoiDiemThucHien)} · ODO{' '}
            {formatNumber(d.log.odo)} km
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label="Các hạng mục">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Hạng mục</Table.Th>
                  <Table.Th w={150}>Mức độ</Table.Th>
                  <Table.Th w={90}>Kết quả</Table.Th>
                  <Table.Th>Ghi chú</Table.Th>
                  <Table.Th w={90}>Ảnh</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.items.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{i.tenHangMuc}</Table.Td>
                    <Table.Td>
                      <Badge color={SEVERITY_COLORS[i.mucDo]} variant="light">
                        {SEVERITY_LABELS[i.mucDo]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={i.trangThai === 'OK' ? 'green' : 'red'}>{i.trangThai}</Badge>
                    </Table.Td>
                    <Table.Td>{i.ghiChu ?? ''}</Table.Td>
                    <Table.Td>
                      {i.anhUrl && (
                        <UnstyledButton onClick={() => setPreview(i.anhUrl)} aria-label={`Xem ảnh ${i.tenHangMuc}`}>
                          <AuthImage
                            src={i.anhUrl}
                            alt={i.tenHangMuc}
                            w={64}
                            h={48}
                            fit="cover"
                            radius="sm"
                            placeholderHeight={48}
                          />
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ImagePreview url={preview} onClose={() => setPreview(null)} />
    </Modal>
  );
}

/** The photo large, with 'open in new tab' (the object URL of the authenticated file). */
function ImagePreview({ url, onClose }: { url: string | null; onClose: () => void }) {
  const file = useAuthFile(url);
  return (
    <Modal opened={url !== null} onClose={onClose} size={940} centered title="Xem ảnh">
      <Stack gap="sm">
        <AuthImage src={url} alt="Ảnh hạng mục" maw={900} mah="70vh" fit="contain" placeholderHeight={300} />
        {file.status === 'ready' && (
          <Group justify="flex-end">
            <Anchor href={file.objectUrl} target="_blank" rel="noopener">
              Mở trong tab mới
            </Anchor>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
