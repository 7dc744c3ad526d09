import { Badge, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { WorkOrder } from '@/contracts/work-orders';
import {
  CHECKOUT_ACTOR_LABELS,
  ENTRY_STATUS_LABELS,
  EXIT_STATUS_LABELS,
  WORK_ORDER_MESSAGES as M,
  WORK_ASSIGNMENT_STATUS_COLORS,
  WORK_ASSIGNMENT_STATUS_LABELS,
} from '@/contracts/work-orders-vocabulary';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { PhotoThumb } from '@/ui/photo-thumb';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { OrderInfo } from '@/ui/work-order-parts';
import { useWorkOrderDetail } from '../api/work-orders';

/**
 * Order detail (spec 002 §2.7): info, start/end photo and place, assignments, attendance list.
 * Opened from a card (which shows at once) or by id alone, from a notification's link.
 */
export function OrderDetailModal({
  orderId,
  order,
  onClose,
}: {
  orderId: number;
  order?: WorkOrder;
  onClose: () => void;
}) {
  const detail = useWorkOrderDetail(orderId);
  const lenh = detail.data?.lenh ?? order;
  return (
    <Modal opened onClose={onClose} title={lenh ? `Chi tiết lệnh — ${lenh.tieuDe}` : 'Chi tiết lệnh'} size="xl">
      <Stack gap="md">
        {lenh && <OrderInfo order={lenh} />}
        {detail.isPending ? (
          <LoadingState />
        ) : detail.isError ? (
          <ErrorState title={M.detailFailed} error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <Title order={4}>Phân công</Title>
            {detail.data.assignments.length === 0 ? (
              <Text c="dimmed">{M.noAssignments}</Text>
            ) : (
              <ScrollArea>
                <Table striped withTableBorder aria-label="Phân công">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Nhân viên</Table.Th>
                      <Table.Th>Phòng ban</Table.Th>
                      <Table.Th>Trạng thái</Table.Th>
                      <Table.Th>Phản hồi lúc</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {detail.data.assignments.map((a) => (
                      <Table.Tr key={a.userId}>
                        <Table.Td>
                          {a.hoTen}{' '}
                          <Text span c="dimmed" size="sm">
                            ({a.tenDangNhap})
                          </Text>
                        </Table.Td>
                        <Table.Td>{a.tenPhongBan ?? ''}</Table.Td>
                        <Table.Td>
                          <Badge color={WORK_ASSIGNMENT_STATUS_COLORS[a.status]} variant="light">
                            {WORK_ASSIGNMENT_STATUS_LABELS[a.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{formatDateTime(a.phanHoiLuc)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            <Title order={4}>Chấm công</Title>
            {detail.data.chamCongList.length === 0 ? (
              <Text c="dimmed">{M.noAttendance}</Text>
            ) : (
              <ScrollArea>
                <Table striped withTableBorder aria-label="Chấm công">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Nhân viên</Table.Th>
                      <Table.Th>Vào</Table.Th>
                      <Table.Th>Ra</Table.Th>
                      <Table.Th>Tính từ</Table.Th>
                      <Table.Th>Đóng ca bởi</Table.Th>
                      <Table.Th>Giờ / công</Table.Th>
                      <Table.Th>Tiền thưởng</Table.Th>
                      <Table.Th>Ảnh</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {detail.data.chamCongList.map((c) => (
                      <Table.Tr key={c.userId}>
                        <Table.Td>{c.hoTen}</Table.Td>
                        <Table.Td>
                          {formatDateTime(c.gioVao)}
                          {c.vaoTrangThai && (
                            <Text size="xs" c={c.vaoTrangThai === 'DI_MUON' ? 'red' : 'dimmed'}>
                              {ENTRY_STATUS_LABELS[c.vaoTrangThai]}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {formatDateTime(c.gioRa)}
                          {c.raTrangThai && (
                            <Text size="xs" c="dimmed">
                              {EXIT_STATUS_LABELS[c.raTrangThai]}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{formatDateTime(c.effectiveStart)}</Table.Td>
                        <Table.Td>{c.checkoutBy ? CHECKOUT_ACTOR_LABELS[c.checkoutBy] : ''}</Table.Td>
                        <Table.Td>
                          {c.soCongThuong !== null
                            ? `${formatNumber(c.soCongThuong)} công`
                            : c.soGioThuong !== null
                              ? `${formatNumber(c.soGioThuong)} giờ`
                              : ''}
                        </Table.Td>
                        <Table.Td>{formatMoney(c.soTienThuong)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {c.anhVaoUrl && <PhotoThumb url={c.anhVaoUrl} alt={`Ảnh vào — ${c.hoTen}`} size={40} />}
                            {c.anhRaUrl && <PhotoThumb url={c.anhRaUrl} alt={`Ảnh ra — ${c.hoTen}`} size={40} />}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
