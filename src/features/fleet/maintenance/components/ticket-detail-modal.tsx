import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import {
  isOpenTicket,
  isOverQuote,
  MAINTENANCE_MESSAGES as M,
  type MaintenanceTicket,
} from '@/contracts/fleet-maintenance';
import { TICKET_TYPE_LABELS } from '@/contracts/fleet-vocabulary';
import { useCan } from '@/lib/current-user';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { completeNumbersOf, completeProblem, quoteFieldsOf, quoteProblem } from '@/lib/maintenance-rules';
import { type NumberValue, parseNumber } from '@/lib/number-rules';
import { uploadImage } from '@/lib/upload-image';
import { AuthImage } from '@/ui/auth-file';
import { ConfirmAction } from '@/ui/confirm-action';
import { messageOf } from '@/ui/error-text';
import { NumberField } from '@/ui/number-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { DetailQueryState, Field } from '../../shared/components/detail-parts';
import { usePriceReference, useTicket } from '../api/get-ticket';
import { ACTION_ERRORS, type TicketAction, useTicketAction } from '../api/ticket-actions';
import { TicketStatusBadge } from './status-badge';

type Pending = { action: TicketAction; title: string; message: string; confirm: string; color?: string };

/** The ticket with one panel per stage; the open stage carries its action (each asks first). */
/** Who acts at each stage, for users who may not (spec 003 §6). */
const STAGE_WAITING = {
  quote: 'Chờ tài xế hoặc điều phối viên gửi báo giá.',
  approve: 'Chờ điều phối viên duyệt giá.',
  start: 'Chờ tài xế hoặc điều phối viên xác nhận bắt đầu sửa.',
  complete: 'Chờ tài xế hoặc điều phối viên xác nhận hoàn thành.',
  pay: 'Chờ kế toán xác nhận thanh toán.',
};

export function TicketDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const ticket = useTicket(id);
  const action = useTicketAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const can = useCan();

  const run = (p: Pending) =>
    action.mutate(p.action, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message ?? '', autoClose: 3000 });
        setPending(null);
        setCancelOpen(false);
      },
      onError: (e) => {
        notifications.show({ color: 'red', message: messageOf(e, ACTION_ERRORS[p.action.kind]), autoClose: 3000 });
        setPending(null);
      },
    });

  const t = ticket.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      centered
      title={t ? `Phiếu #${t.id} · ${t.xeBienSo}` : 'Chi tiết phiếu'}
    >
      <DetailQueryState query={ticket} open={id !== null} loaderLabel="Đang tải phiếu" errorText={M.detailError} />
      {t && (
        <Stack gap="md">
          <Overview t={t} />
          <QuotePanel t={t} onAsk={setPending} allowed={can('BAO_DUONG_SUA')} />
          <ApprovePanel t={t} onAsk={setPending} allowed={can('BAO_DUONG_DUYET')} />
          <RepairPanel t={t} onAsk={setPending} allowed={can('BAO_DUONG_SUA')} />
          <CompletePanel t={t} onAsk={setPending} allowed={can('BAO_DUONG_SUA')} />
          <PaymentPanel t={t} onAsk={setPending} allowed={can('BAO_DUONG_THANH_TOAN')} />
          {t.trangThai === 'DA_HUY' && (
            <Alert color="red" variant="light" title="Phiếu đã hủy">
              <Text size="sm">Lý do: {t.lyDoHuy}</Text>
              <Text size="xs" c="dimmed">
                {t.tenNguoiHuy ?? '—'} · {formatDateTime(t.thoiDiemHuy)}
              </Text>
            </Alert>
          )}
          {isOpenTicket(t.trangThai) && can('BAO_DUONG_HUY') && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setCancelOpen(true)}>
                Hủy phiếu
              </Button>
            </Group>
          )}
        </Stack>
      )}

      <ConfirmAction
        opened={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirm ?? 'Xác nhận'}
        color={pending?.color ?? 'blue'}
        loading={action.isPending}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      />
      {t && (
        <CancelDialog
          opened={cancelOpen}
          loading={action.isPending}
          onCancel={() => setCancelOpen(false)}
          onConfirm={(lyDo) => run({ action: { kind: 'cancel', id: t.id, lyDo }, title: '', message: '', confirm: '' })}
        />
      )}
    </Modal>
  );
}

function Panel({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" mb="xs">
        <Title order={5}>{title}</Title>
        {done && (
          <Badge color="green" variant="light" size="sm">
            Xong
          </Badge>
        )}
      </Group>
      {children}
    </Card>
  );
}

function Overview({ t }: { t: MaintenanceTicket }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <TicketStatusBadge status={t.trangThai} />
          {t.vuotBaoGia && (
            <Badge color="orange" variant="filled">
              {M.overQuoteFlag}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {TICKET_TYPE_LABELS[t.loaiBaoDuong]} · tạo {formatDateTime(t.ngayTao)} bởi {t.tenNguoiTao ?? '—'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Xe">{t.xeBienSo}</Field>
        <Field label="Hạng mục">{t.tenHangMuc}</Field>
        <Field label="ODO lúc tạo">{t.odoLucTao === null ? null : `${formatNumber(t.odoLucTao)} km`}</Field>
      </SimpleGrid>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {t.noiDungCongViec}
      </Text>
      {t.anhSuCoUrl && (
        <AuthImage src={t.anhSuCoUrl} alt="Ảnh sự cố" mah={200} w="auto" fit="contain" mt="sm" radius="sm" />
      )}
    </Card>
  );
}

/** A stage's panel; `allowed`: this user may act at this stage (else it says who will). */
interface StageProps {
  t: MaintenanceTicket;
  onAsk: (p: Pending) => void;
  allowed: boolean;
}

/** What an open stage shows to someone who may not act on it. */
function WaitingFor({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} done={false}>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Panel>
  );
}

function QuotePanel({ t, onAsk, allowed }: StageProps) {
  const [gara, setGara] = useState('');
  const [gia, setGia] = useState<NumberValue>('');
  const [photo, setPhoto] = useState<File | null>(null);
  const check = useCheckOnSubmit(() => quoteProblem({ garaDeXuat: gara, giaDeXuat: gia }));
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (t.trangThai !== 'MOI') {
    if (!t.garaDeXuat) return null;
    return (
      <Panel title="Báo giá" done>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Gara đề xuất">{t.garaDeXuat}</Field>
          <Field label="Giá đề xuất">{formatMoney(t.giaDeXuat)}</Field>
          <Field label="Thời điểm">{formatDateTime(t.thoiDiemBaoGia)}</Field>
        </SimpleGrid>
        {t.anhBaoGiaUrl && (
          <AuthImage src={t.anhBaoGiaUrl} alt="Ảnh báo giá" mah={180} w="auto" fit="contain" mt="sm" />
        )}
      </Panel>
    );
  }
  if (!allowed) return <WaitingFor title="Báo giá">{STAGE_WAITING.quote}</WaitingFor>;
  const fieldError = (field: string) => (check.problem?.field === field ? check.problem.message : undefined);
  const ask = async () => {
    if (check.attempt()) return;
    setPhotoError(null);
    let anhBaoGiaUrl: string | null = null;
    if (photo) {
      setBusy(true);
      try {
        anhBaoGiaUrl = await uploadImage(photo, 'bao_duong_bao_gia');
      } catch (e) {
        setBusy(false);
        return setPhotoError(messageOf(e, 'Tải ảnh lên thất bại. Vui lòng thử lại.'));
      }
      setBusy(false);
    }
    onAsk({
      action: {
        kind: 'quote',
        id: t.id,
        body: { ...quoteFieldsOf({ garaDeXuat: gara, giaDeXuat: gia }), anhBaoGiaUrl },
      },
      title: 'Gửi báo giá',
      message: M.confirmQuote,
      confirm: 'Gửi báo giá',
    });
  };
  return (
    <Panel title="Báo giá" done={false}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Gara"
          required
          value={gara}
          onChange={(e) => setGara(e.currentTarget.value)}
          error={fieldError('garaDeXuat')}
        />
        <NumberField label="Giá đề xuất (đ)" required value={gia} onChange={setGia} error={fieldError('giaDeXuat')} />
        <FileInput
          label="Ảnh báo giá"
          accept="image/*"
          clearable
          value={photo}
          onChange={setPhoto}
          error={photoError}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => void ask()} loading={busy}>
          Gửi báo giá
        </Button>
      </Group>
    </Panel>
  );
}

function ApprovePanel({ t, onAsk, allowed }: StageProps) {
  const reference = usePriceReference(t.trangThai === 'CHO_DUYET' && allowed ? t.dmHangMucId : null);
  if (t.trangThai === 'CHO_DUYET') {
    if (!allowed) return <WaitingFor title="Duyệt giá">{STAGE_WAITING.approve}</WaitingFor>;
    return (
      <Panel title="Duyệt giá" done={false}>
        {reference.data && (
          <Text size="sm" mb="xs">
            Giá tham khảo: {reference.data.soLanThucHien} lần · trung bình {formatMoney(reference.data.giaTrungBinh)} ·
            lần cuối {formatMoney(reference.data.giaLanCuoi)} ({reference.data.garaLanCuoi ?? '—'})
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            color="green"
            onClick={() =>
              onAsk({
                action: { kind: 'approve', id: t.id },
                title: 'Duyệt giá',
                message: M.confirmApprove,
                confirm: 'Duyệt giá',
              })
            }
          >
            Duyệt giá
          </Button>
        </Group>
      </Panel>
    );
  }
  if (!t.thoiDiemDuyet) return null;
  return (
    <Panel title="Duyệt giá" done>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Người duyệt">{t.tenNguoiDuyet}</Field>
        <Field label="Giá được duyệt">{formatMoney(t.giaDuocDuyet)}</Field>
        <Field label="Thời điểm">{formatDateTime(t.thoiDiemDuyet)}</Field>
      </SimpleGrid>
    </Panel>
  );
}

function RepairPanel({ t, onAsk, allowed }: StageProps) {
  if (t.trangThai === 'DA_DUYET') {
    if (!allowed) return <WaitingFor title="Sửa chữa">{STAGE_WAITING.start}</WaitingFor>;
    return (
      <Panel title="Sửa chữa" done={false}>
        <Group justify="space-between">
          <Text size="sm">Gara đã nhận xe và bắt đầu sửa?</Text>
          <Button
            onClick={() =>
              onAsk({
                action: { kind: 'start', id: t.id },
                title: 'Bắt đầu sửa chữa',
                message: M.confirmStart,
                confirm: 'Bắt đầu sửa',
              })
            }
          >
            Bắt đầu sửa
          </Button>
        </Group>
      </Panel>
    );
  }
  if (!t.thoiDiemBatDau) return null;
  return (
    <Panel title="Sửa chữa" done>
      <Field label="Bắt đầu sửa">{formatDateTime(t.thoiDiemBatDau)}</Field>
    </Panel>
  );
}

function CompletePanel({ t, onAsk, allowed }: StageProps) {
  const [odo, setOdo] = useState<NumberValue>('');
  const [cost, setCost] = useState<NumberValue>('');
  const [receipt, setReceipt] = useState<File | null>(null);
  // Issue 11 §4: above 1.5× the approved price the completion needs a note (the server refuses it
  // otherwise) and is flagged to the accountants.
  const [note, setNote] = useState('');
  const approved = t.giaDuocDuyet ?? t.giaDeXuat;
  const overQuote = isOverQuote(parseNumber(cost), approved);
  const check = useCheckOnSubmit(() =>
    completeProblem(
      { odoHoanThanh: odo, chiPhiThucTe: cost, photoId: receipt ? 'picked' : null, ghiChuHoanThanh: note },
      null,
      approved,
    ),
  );
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (t.trangThai === 'DANG_SUA') {
    if (!allowed) return <WaitingFor title="Hoàn thành sửa chữa">{STAGE_WAITING.complete}</WaitingFor>;
    const error = check.problem?.message ?? uploadError;
    const ask = async () => {
      if (check.attempt() || !receipt) return;
      setUploadError(null);
      setBusy(true);
      let bienLaiUrl: string;
      try {
        bienLaiUrl = await uploadImage(receipt, 'bao_duong_bien_lai');
      } catch (e) {
        setBusy(false);
        return setUploadError(messageOf(e, 'Tải ảnh lên thất bại. Vui lòng thử lại.'));
      }
      setBusy(false);
      onAsk({
        action: {
          kind: 'complete',
          id: t.id,
          body: {
            ...completeNumbersOf({ odoHoanThanh: odo, chiPhiThucTe: cost }),
            bienLaiUrl,
            ghiChuHoanThanh: note.trim() || null,
          },
        },
        title: 'Xác nhận hoàn thành',
        message: M.confirmComplete,
        confirm: 'Xác nhận hoàn thành',
      });
    };
    return (
      <Panel title="Hoàn thành sửa chữa" done={false}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField
            label="ODO hoàn thành (km)"
            required
            value={odo}
            onChange={setOdo}
            error={check.problem?.field === 'odoHoanThanh'}
          />
          <NumberField
            label="Chi phí thực tế (đ)"
            required
            value={cost}
            onChange={setCost}
            error={check.problem?.field === 'chiPhiThucTe'}
          />
          <FileInput label="Ảnh biên lai" required accept="image/*" clearable value={receipt} onChange={setReceipt} />
        </SimpleGrid>
        <Textarea
          label="Ghi chú hoàn thành"
          mt="sm"
          autosize
          minRows={1}
          maxLength={1000}
          required={overQuote}
          description={
            overQuote
              ? `Chi phí vượt quá 1,5 lần giá đã duyệt (${formatMoney(approved)}): bắt buộc giải thích.`
              : 'Bắt buộc khi chi phí vượt quá 1,5 lần giá đã duyệt.'
          }
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={check.problem?.field === 'ghiChuHoanThanh'}
        />
        {error && (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button onClick={() => void ask()} loading={busy}>
            Xác nhận hoàn thành
          </Button>
        </Group>
      </Panel>
    );
  }
  if (!t.thoiDiemHoanThanh) return null;
  return (
    <Panel title="Hoàn thành sửa chữa" done>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="ODO hoàn thành">{t.odoHoanThanh === null ? null : `${formatNumber(t.odoHoanThanh)} km`}</Field>
        <Field label="Chi phí thực tế">{formatMoney(t.chiPhiThucTe)}</Field>
        <Field label="Thời điểm">{formatDateTime(t.thoiDiemHoanThanh)}</Field>
      </SimpleGrid>
      {t.vuotBaoGia && (
        <Alert color="orange" variant="light" mt="sm" title={M.overQuoteFlag}>
          Giá đã duyệt {formatMoney(t.giaDuocDuyet ?? t.giaDeXuat)}, chi phí thực tế {formatMoney(t.chiPhiThucTe)}.
        </Alert>
      )}
      {t.ghiChuHoanThanh && (
        <Field label="Ghi chú hoàn thành">
          <span style={{ whiteSpace: 'pre-wrap' }}>{t.ghiChuHoanThanh}</span>
        </Field>
      )}
      {t.bienLaiUrl && <AuthImage src={t.bienLaiUrl} alt="Ảnh biên lai" mah={180} w="auto" fit="contain" mt="sm" />}
    </Panel>
  );
}

function PaymentPanel({ t, onAsk, allowed }: StageProps) {
  const [note, setNote] = useState('');
  if (t.trangThai === 'CHO_THANH_TOAN') {
    if (!allowed) return <WaitingFor title="Thanh toán">{STAGE_WAITING.pay}</WaitingFor>;
    return (
      <Panel title="Thanh toán" done={false}>
        <Group align="flex-end">
          <TextInput
            label="Ghi chú thanh toán"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            color="green"
            onClick={() =>
              onAsk({
                action: { kind: 'pay', id: t.id, ghiChu: note.trim() || undefined },
                title: 'Xác nhận thanh toán',
                message: M.confirmPay,
                confirm: 'Xác nhận thanh toán',
              })
            }
          >
            Xác nhận thanh toán
          </Button>
        </Group>
      </Panel>
    );
  }
  if (!t.thoiDiemThanhToan) return null;
  return (
    <Panel title="Thanh toán" done>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Người xác nhận">{t.tenNguoiThanhToan}</Field>
        <Field label="Ghi chú">{t.ghiChuThanhToan}</Field>
        <Field label="Thời điểm">{formatDateTime(t.thoiDiemThanhToan)}</Field>
      </SimpleGrid>
    </Panel>
  );
}

function CancelDialog({
  opened,
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  loading: boolean;
  onConfirm: (lyDo: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmAction
      opened={opened}
      title="Hủy phiếu"
      message={M.confirmCancel}
      confirmLabel="Hủy phiếu"
      cancelLabel="Quay lại"
      loading={loading}
      onCancel={() => {
        setReason('');
        setError(null);
        onCancel();
      }}
      onConfirm={() => {
        if (!reason.trim()) return setError(M.cancelReasonRequired);
        setError(null);
        onConfirm(reason.trim());
      }}
    >
      <Textarea
        label={M.cancelPrompt}
        data-autofocus
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
        autosize
        minRows={2}
      />
    </ConfirmAction>
  );
}
