import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFlag,
  IconMapPin,
  IconMapPinCheck,
  IconPackage,
  IconPaperclip,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import {
  nextStatus,
  ORDER_ACTION_LABELS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderAction,
} from '@/contracts/fleet-orders';
import { formatDateTime } from '@/lib/format';
import type { OutboxItem } from '@/offline/types';
import { useAuthFile } from '@/ui/auth-file';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { InfoList } from '@/ui/info-list';
import { formatAppointment, OrderProgress, OrderStatusBadge } from '@/ui/order-progress';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { RouterButton } from '@/ui/router-link';
import { OFFLINE_SUFFIX } from '@/ui/saved-toast';
import { useQueueing } from '@/ui/use-queueing';
import { useMyOrder } from '../api/get-my-orders';
import { type KnownOrder, orderButtons, projectOrder } from '../model/order-progress';
import { enqueue, notifySaved } from '../offline';
import { BigActionButton, CONTROL_H, PRIMARY_H } from './driver-screen';
import { BigTextarea } from './fields';

const ACTION_ICONS: Record<OrderAction, ReactNode> = {
  'nhan-don': <IconTruck size={28} aria-hidden />,
  'bat-dau-giao': <IconTruckDelivery size={24} aria-hidden />,
  'den-diem-lay': <IconMapPin size={28} aria-hidden />,
  'lay-hang-xong': <IconPackage size={28} aria-hidden />,
  'den-diem-giao': <IconMapPinCheck size={28} aria-hidden />,
  'hoan-thanh': <IconCircleCheck size={28} aria-hidden />,
};

/** What the refused item was, without the order's name the detail already shows. */
const refusedAction = (item: OutboxItem) => {
  const action = item.payload.action as OrderAction | undefined;
  return item.kind === 'order.step' && action && action in ORDER_ACTION_LABELS
    ? ORDER_ACTION_LABELS[action]
    : 'Báo Thất Bại';
};

/** The failure report's reason: the server stores up to 1000 characters (failQuery). */
const REASON_MAX = 1000;

type Pending = { kind: 'step'; action: OrderAction } | { kind: 'fail' } | null;

/**
 * One order for the driver (spec 003 §4): its fields and file, the six-step progress, the ONE
 * next step as a big button (and in CHO_NHAN the 'already have the goods' shortcut), 'Báo Thất
 * Bại' with a mandatory reason — each asked first, then queued in the outbox with the device time
 * so it works with no network. Closes once the order is finished or failed.
 */
export function OrderDetailModal({
  from,
  items,
  onClose,
}: {
  from: KnownOrder;
  items: readonly OutboxItem[];
  onClose: () => void;
}) {
  const query = useMyOrder(from);
  const view = projectOrder(query.data, items, query.dataUpdatedAt);
  const buttons = orderButtons(view);
  const { online } = useNetwork();
  const [pending, setPending] = useState<Pending>(null);
  /** Runs one queued action at a time, showing the buttons busy meanwhile. */
  const { saving, queue: once } = useQueueing();
  const o = view.order;
  const ref = `đơn #${o.id} ${o.tenDonHang}`;

  const step = (action: OrderAction) => {
    setPending(null);
    // The state may have moved while the question was open (a sync answered): then the screen
    // already shows the new state and its own next step; nothing is queued.
    const now = orderButtons(view);
    if (now.kind !== 'open' || (now.next !== action && now.skip !== action)) return;
    return once(async () => {
      await enqueue({ kind: 'order.step', payload: { donHangId: o.id, action, maDon: ref } });
      // The new state and next button show at once; a toast per step would cover them. Finishing
      // closes the detail, so that one is said.
      if (action === 'hoan-thanh') {
        notifySaved(ORDER_MESSAGES.stepDone);
        onClose();
      }
    });
  };

  const fail = (lyDo: string) => {
    setPending(null);
    if (orderButtons(view).kind !== 'open') return;
    return once(async () => {
      await enqueue({ kind: 'order.fail', payload: { donHangId: o.id, lyDo, maDon: ref } });
      notifySaved(ORDER_MESSAGES.failedReported);
      onClose();
    });
  };

  const asked = pending?.kind === 'step' ? pending.action : null;
  const askedTo = asked ? nextStatus(o.trangThai, asked, o.loaiDonHang) : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Đơn hàng #${o.id}`}
      fullScreen
      radius={0}
      closeButtonProps={{ size: 'xl', iconSize: 28, 'aria-label': 'Đóng chi tiết đơn hàng' }}
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <OrderStatusBadge status={o.trangThai} size="xl" variant="filled" />
          {view.waitingOn && <OutboxStatusBadge item={view.waitingOn} />}
        </Group>
        <Text fw={800} fz={22} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {o.tenDonHang}
        </Text>
        {/* Offline, or a send already failed (signal bars but no data, as after a reload offline). */}
        {view.waitingOn && (!online || view.waitingOn.attempts > 0) && (
          <Text size="md" c="orange.9" fw={600}>
            Bước này {OFFLINE_SUFFIX}.
          </Text>
        )}

        {buttons.kind === 'final' && (
          <Alert color={o.trangThai === 'THAT_BAI' ? 'red' : 'green'} variant="light" role="status">
            <Text fw={700} size="lg">
              {ORDER_MESSAGES.finished}
            </Text>
            {o.trangThai === 'THAT_BAI' && o.lyDoThatBai && <Text mt={4}>Lý do: {o.lyDoThatBai}</Text>}
          </Alert>
        )}
        {buttons.kind === 'blocked' && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title="Máy chủ từ chối thao tác"
          >
            <Stack gap="sm">
              <Text fw={700}>{refusedAction(buttons.refused)}</Text>
              {buttons.refused.lastError && <Text>{buttons.refused.lastError.message}</Text>}
              <Text>Xử lý mục này trong hàng đợi gửi trước khi làm bước tiếp theo.</Text>
              <RouterButton to="/tai-xe-hang-doi" color="red" h={CONTROL_H}>
                Mở hàng đợi gửi
              </RouterButton>
            </Stack>
          </Alert>
        )}
        {buttons.kind === 'open' && (
          <Stack gap="sm">
            {buttons.next && (
              <BigActionButton
                leftSection={ACTION_ICONS[buttons.next]}
                loading={saving}
                onClick={() => buttons.next && setPending({ kind: 'step', action: buttons.next })}
              >
                {ORDER_ACTION_LABELS[buttons.next]}
              </BigActionButton>
            )}
            {buttons.skip && (
              <Button
                variant="light"
                size="lg"
                h={PRIMARY_H}
                fz={17}
                leftSection={ACTION_ICONS[buttons.skip]}
                disabled={saving}
                onClick={() => buttons.skip && setPending({ kind: 'step', action: buttons.skip })}
              >
                {ORDER_ACTION_LABELS[buttons.skip]}
              </Button>
            )}
          </Stack>
        )}

        <InfoList
          items={[
            { label: 'Loại đơn', value: ORDER_TYPE_LABELS[o.loaiDonHang] },
            { label: 'Thời gian hẹn', value: formatAppointment(o.thoiGianHen) },
            { label: 'Xe', value: o.xeBienSo },
            // Only what the dispatcher filled in: 'Chưa cập nhật' lines are noise on a small screen.
            ...(o.ghiChu ? [{ label: 'Ghi chú', value: o.ghiChu }] : []),
            ...(o.fileUrl ? [{ label: 'Tệp đính kèm', value: <OrderFile url={o.fileUrl} /> }] : []),
          ]}
        />

        <Divider label="Tiến trình" labelPosition="left" />
        <OrderProgress order={o} pending={view.pendingSteps} large />
        {o.trangThai === 'THAT_BAI' && o.thoiDiemThatBai && (
          <Text c="red.9" fw={600}>
            Báo thất bại lúc {formatDateTime(o.thoiDiemThatBai)}
          </Text>
        )}

        {buttons.kind === 'open' && (
          <Button
            variant="outline"
            color="red"
            size="lg"
            h={PRIMARY_H}
            leftSection={<IconFlag size={24} aria-hidden />}
            disabled={saving}
            onClick={() => setPending({ kind: 'fail' })}
          >
            Báo Thất Bại
          </Button>
        )}
        <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
          Đóng
        </Button>
      </Stack>

      <ConfirmDialog
        opened={asked !== null}
        title="Xác nhận thao tác"
        message={
          <Text size="xl" fw={800}>
            {asked ? `${ORDER_ACTION_LABELS[asked]}?` : ''}
          </Text>
        }
        confirmLabel="Xác nhận"
        onCancel={() => setPending(null)}
        onConfirm={() => asked && void step(asked)}
      >
        {askedTo && (
          <Text>
            Đơn hàng sẽ chuyển sang <b>{ORDER_STATUS_LABELS[askedTo]}</b>.
          </Text>
        )}
      </ConfirmDialog>
      <FailDialog
        opened={pending?.kind === 'fail'}
        onCancel={() => setPending(null)}
        onConfirm={(lyDo) => void fail(lyDo)}
      />
    </Modal>
  );
}

/** 'Báo Thất Bại': asks first and needs a reason ('Bạn phải nhập lý do.'). */
function FailDialog({
  opened,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: (lyDo: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Báo Thất Bại"
      message="Đơn hàng sẽ kết thúc ở trạng thái Thất bại."
      confirmLabel="Xác nhận"
      cancelLabel="Quay lại"
      color="red"
      onCancel={close}
      onConfirm={() => {
        const lyDo = reason.trim();
        if (!lyDo) return setError(ORDER_MESSAGES.reasonRequired);
        setReason('');
        setError(null);
        onConfirm(lyDo);
      }}
    >
      <BigTextarea
        label="Lý do thất bại"
        withAsterisk
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={REASON_MAX}
      />
    </ConfirmDialog>
  );
}

/** The order's file: `/api/files/…` needs the token, so it is fetched first, then opened. */
function OrderFile({ url }: { url: string }) {
  const file = useAuthFile(url);
  if (file.status === 'error') {
    return (
      <Button variant="light" color="red" h={CONTROL_H} onClick={file.retry}>
        Không tải được tệp — Thử lại
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={file.objectUrl ?? undefined}
      target="_blank"
      rel="noopener"
      variant="light"
      h={CONTROL_H}
      loading={file.status === 'loading'}
      leftSection={<IconPaperclip size={20} aria-hidden />}
    >
      Mở tệp đính kèm
    </Button>
  );
}
