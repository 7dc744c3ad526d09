import { Anchor, Badge, Group, Modal, SegmentedControl, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { CHECKLIST_HISTORY_MESSAGES as H } from '@/contracts/fleet-maintenance';
import { SEVERITY_LABELS } from '@/contracts/fleet-vocabulary';
import { HISTORY_PAGE_SIZES } from '@/contracts/vocabulary';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AuthImage, useAuthFile } from '@/ui/auth-file';
import type { DataTableColumn } from '@/ui/data-table';
import { listError } from '@/ui/error-text';
import { CrumbHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { DetailQueryState } from '../../shared/components/detail-parts';
import { DriverFilter, VehicleFilter } from '../../shared/components/id-filters';
import { plateColumn } from '../../shared/components/plate-column';
import {
  type HistoryParams,
  useChecklistHistory,
  useChecklistLog,
  useHistoryDriverOptions,
  useHistoryVehicleOptions,
} from '../api/get-checklist-history';

export { HISTORY_PAGE_SIZES };
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

type Log = NonNullable<ReturnType<typeof useChecklistHistory>['data']>['content'][number];
const columns: DataTableColumn<Log>[] = [
  { key: 'time', header: 'Thời điểm', width: 150, render: (l) => formatDateTime(l.thoiDiemThucHien) },
  plateColumn(),
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
  return (
    <Stack gap="md">
      <CrumbHeader crumb="Lịch sử checklist" title="Lịch sử checklist" />
      <Group gap="sm" align="flex-end">
        <VehicleFilter vehicles={vehicles.data} value={search.xeId} onChange={(xeId) => onSearch({ xeId, page: 0 })} />
        <DriverFilter
          drivers={drivers.data}
          value={search.taiXeId}
          onChange={(taiXeId) => onSearch({ taiXeId, page: 0 })}
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
      <PagedTable
        label="Lịch sử checklist"
        columns={columns}
        query={history}
        rowKey={(l) => l.id}
        error={listError(history.error, H.listError)}
        emptyText="Chưa có checklist nào."
        page={search.page}
        size={search.size}
        pageSizes={HISTORY_PAGE_SIZES}
        onPaging={onSearch}
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
      <DetailQueryState query={detail} open={id !== null} loaderLabel="Đang tải" errorText={H.detailError} />
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
