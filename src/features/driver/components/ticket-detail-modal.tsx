import { Alert, Badge, Button, Card, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { TicketSummary } from '@/contracts/fleet';
import { MAINTENANCE_MESSAGES as M, type MaintenanceTicket } from '@/contracts/fleet-maintenance';
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '@/contracts/fleet-vocabulary';
import { errorMessage } from '@/lib/client-error';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { isUnsent, payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { type InfoItem, InfoList } from '@/ui/info-list';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { PhotoThumb } from '@/ui/photo-thumb';
import { LoadingState } from '@/ui/query-state';
import { RouterButton } from '@/ui/router-link';
import { useMyTicket } from '../api/get-my-ticket';
import {
  type CompleteValues,
  completeValuesOf,
  EMPTY_COMPLETE,
  EMPTY_QUOTE,
  type QuoteValues,
  quoteValuesOf,
} from '../model/ticket-forms';
import {
  nextAction,
  TICKET_COLORS,
  type TicketProgress,
  ticketProgress,
  ticketSteps,
  WAITING_NOTES,
} from '../model/ticket-progress';
import { retryItem } from '../offline';
import { CONTROL_H } from './driver-screen';
import { CompleteForm, QuoteForm, StartAction } from './ticket-action-forms';

export const DETAIL_OFFLINE_NOTE = 'Chi tiết báo giá, duyệt giá và thanh toán sẽ hiện khi có mạng.';

/**
 * One of the driver's tickets: its status after this phone's queued steps (marked 'Chờ gửi'
 * until sent), the next step to take — which works offline, so start and completion can follow
 * each other with no signal — and every stage so far. A step the server refused is shown with
 * its message and can be corrected and sent again here.
 */
export function TicketDetailModal({
  phieuId,
  summary,
  listUpdatedAt,
  items,
  onClose,
}: {
  phieuId: number | null;
  /** The ticket from the cached list (enough to act offline when the detail was never loaded). */
  summary: TicketSummary | undefined;
  listUpdatedAt: number;
  /** This driver's outbox. */
  items: readonly OutboxItem[];
  onClose: () => void;
}) {
  const detail = useMyTicket(phieuId);
  // Drafts outlive the modal (it is closed with the back button): nothing typed is lost.
  const [quotes, setQuotes] = useState<Record<number, QuoteValues>>({});
  const [completions, setCompletions] = useState<Record<number, CompleteValues>>({});

  // The fresher of the two reads decides the server's status.
  const detailFresher = detail.data !== undefined && (!summary || detail.dataUpdatedAt >= listUpdatedAt);
  const base: TicketSummary | undefined = detailFresher ? detail.data : (summary ?? detail.data);
  const readAt = detailFresher ? detail.dataUpdatedAt : listUpdatedAt;

  let body: ReactNode = null;
  if (phieuId !== null && base) {
    const steps = ticketSteps(items, base.id, readAt);
    const progress = ticketProgress(base.trangThai, steps);
    const id = base.id;
    body = (
      <Stack gap="md">
        <StatusHeader progress={progress} />
        <ActionArea
          phieuId={id}
          approved={detail.data ? (detail.data.giaDuocDuyet ?? detail.data.giaDeXuat) : null}
          progress={progress}
          quote={quotes[id] ?? EMPTY_QUOTE}
          onQuote={(v) => setQuotes((d) => ({ ...d, [id]: v }))}
          complete={completions[id] ?? EMPTY_COMPLETE}
          onComplete={(v) => setCompletions((d) => ({ ...d, [id]: v }))}
          onQueued={(kind) =>
            kind === 'quote'
              ? setQuotes((d) => ({ ...d, [id]: EMPTY_QUOTE }))
              : setCompletions((d) => ({ ...d, [id]: EMPTY_COMPLETE }))
          }
        />
        <Stages ticket={base} detail={detail.data} steps={steps} />
        {!detail.data && base.trangThai !== 'MOI' && detail.isError && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {DETAIL_OFFLINE_NOTE}
          </Alert>
        )}
      </Stack>
    );
  } else if (phieuId !== null && detail.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={M.detailError}>
        <Stack gap="sm" align="flex-start">
          <Text>{errorMessage(detail.error)}</Text>
          <Button variant="white" color="red" h={CONTROL_H} onClick={() => void detail.refetch()}>
            Thử lại
          </Button>
        </Stack>
      </Alert>
    );
  } else if (phieuId !== null) {
    body = <LoadingState label="Đang tải phiếu..." />;
  }

  return (
    <Modal
      opened={phieuId !== null}
      onClose={onClose}
      title={base ? `Phiếu #${base.id} · ${base.xeBienSo}` : `Phiếu #${phieuId ?? ''}`}
      fullScreen
      radius={0}
      closeButtonProps={{ size: CONTROL_H, iconSize: 28, 'aria-label': 'Đóng chi tiết phiếu' }}
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Stack gap="md" pb="xl">
        {body}
        <Button variant="default" size="lg" h={CONTROL_H + 8} onClick={onClose}>
          Đóng
        </Button>
      </Stack>
    </Modal>
  );
}

function StatusHeader({ progress }: { progress: TicketProgress }) {
  const marker = progress.refused ?? progress.pending;
  return (
    <Group gap="sm" data-testid="ticket-status">
      <Badge size="xl" radius="sm" color={TICKET_COLORS[progress.status]} variant="filled">
        {TICKET_STATUS_LABELS[progress.status]}
      </Badge>
      {marker && <OutboxStatusBadge item={marker} />}
    </Group>
  );
}

function ActionArea({
  phieuId,
  approved,
  progress,
  quote,
  onQuote,
  complete,
  onComplete,
  onQueued,
}: {
  phieuId: number;
  /** The approved price, when the phone has read the ticket's detail. */
  approved: number | null;
  progress: TicketProgress;
  quote: QuoteValues;
  onQuote: (values: QuoteValues) => void;
  complete: CompleteValues;
  onComplete: (values: CompleteValues) => void;
  onQueued: (kind: 'quote' | 'complete') => void;
}) {
  const { refused } = progress;
  if (refused) return <RefusedStep phieuId={phieuId} item={refused} />;
  const action = nextAction(progress);
  if (action === 'quote') {
    return (
      <ActionCard title="Gửi báo giá">
        <QuoteForm
          key={phieuId}
          phieuId={phieuId}
          initial={quote}
          onDraft={onQuote}
          onQueued={() => onQueued('quote')}
        />
      </ActionCard>
    );
  }
  if (action === 'start') {
    return (
      <ActionCard title="Giá đã được duyệt">
        <Text>Khi gara bắt đầu sửa, bấm nút dưới đây.</Text>
        <StartAction phieuId={phieuId} />
      </ActionCard>
    );
  }
  if (action === 'complete') {
    return (
      <ActionCard title="Xác nhận sửa xong">
        <CompleteForm
          key={phieuId}
          phieuId={phieuId}
          approved={approved}
          initial={complete}
          onDraft={onComplete}
          onQueued={() => onQueued('complete')}
        />
      </ActionCard>
    );
  }
  const note = WAITING_NOTES[progress.status];
  return note ? (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text fw={600}>{note}</Text>
    </Paper>
  ) : null;
}

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" style={{ borderColor: 'var(--mantine-color-blue-6)' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The server refused a step: its message, then the same form prefilled to correct it (or a resend for start). */
function RefusedStep({ phieuId, item }: { phieuId: number; item: OutboxItem }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={`Máy chủ từ chối: ${item.label}`}
        role="alert"
      >
        {item.lastError?.message ?? 'Không gửi được.'}
      </Alert>
      {item.kind === 'ticket.quote' && (
        <ActionCard title="Sửa báo giá">
          <QuoteForm key={item.id} phieuId={phieuId} initial={quoteValuesOf(item)} editing={item} />
        </ActionCard>
      )}
      {item.kind === 'ticket.complete' && (
        <ActionCard title="Sửa xác nhận hoàn thành">
          <CompleteForm key={item.id} phieuId={phieuId} initial={completeValuesOf(item)} editing={item} />
        </ActionCard>
      )}
      {item.kind === 'ticket.start' && (
        <Button
          size="lg"
          h={CONTROL_H + 8}
          leftSection={<IconRefresh aria-hidden />}
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            void retryItem(item.id).finally(() => setRetrying(false));
          }}
        >
          Gửi lại
        </Button>
      )}
      <RouterButton to="/tai-xe-hang-doi" variant="light" h={CONTROL_H + 8}>
        Mở hàng đợi gửi
      </RouterButton>
    </Stack>
  );
}

// ── the stages so far ─────────────────────────────────────────────────────────────────────────
const km = (n: number | null) => (n === null ? null : `${formatNumber(n)} km`);
const money = (n: number | null) => (n === null ? null : formatMoney(n));

function Stages({
  ticket,
  detail,
  steps,
}: {
  ticket: TicketSummary;
  detail: MaintenanceTicket | undefined;
  steps: readonly OutboxItem[];
}) {
  const queued = (kind: OutboxItem['kind']) => steps.filter((s) => s.kind === kind && isUnsent(s)).at(-1);
  const quote = queued('ticket.quote');
  const start = queued('ticket.start');
  const done = queued('ticket.complete');
  return (
    <Stack gap="sm">
      <Stage
        title="Sự cố / công việc"
        items={[
          { label: 'Loại', value: TICKET_TYPE_LABELS[ticket.loaiBaoDuong] },
          ...(detail?.tenHangMuc ? [{ label: 'Hạng mục', value: detail.tenHangMuc }] : []),
          { label: 'Nội dung', value: ticket.noiDungCongViec },
          { label: 'ODO lúc tạo', value: km(ticket.odoLucTao) },
          { label: 'Ngày tạo', value: formatDateTime(ticket.ngayTao) },
        ]}
        photos={ticket.anhSuCoUrl ? [{ url: ticket.anhSuCoUrl, alt: 'Ảnh sự cố' }] : []}
      />
      {quote ? (
        <Stage
          title="Báo giá"
          queued={quote}
          items={[
            { label: 'Gara đề xuất', value: payloadString(quote.payload, 'garaDeXuat') },
            { label: 'Giá đề xuất', value: money(payloadNumber(quote.payload, 'giaDeXuat')) },
            { label: 'Ghi lúc', value: formatDateTime(quote.occurredAt) },
          ]}
          photos={localPhoto(quote, 'anhBaoGiaUrl', 'Ảnh báo giá')}
        />
      ) : (
        detail?.garaDeXuat && (
          <Stage
            title="Báo giá"
            items={[
              { label: 'Gara đề xuất', value: detail.garaDeXuat },
              { label: 'Giá đề xuất', value: money(detail.giaDeXuat) },
              { label: 'Gửi lúc', value: formatDateTime(detail.thoiDiemBaoGia) },
            ]}
            photos={detail.anhBaoGiaUrl ? [{ url: detail.anhBaoGiaUrl, alt: 'Ảnh báo giá' }] : []}
          />
        )
      )}
      {detail?.thoiDiemDuyet && (
        <Stage
          title="Duyệt giá"
          items={[
            { label: 'Giá được duyệt', value: money(detail.giaDuocDuyet) },
            { label: 'Người duyệt', value: detail.tenNguoiDuyet },
            { label: 'Duyệt lúc', value: formatDateTime(detail.thoiDiemDuyet) },
          ]}
        />
      )}
      {start ? (
        <Stage
          title="Sửa chữa"
          queued={start}
          items={[{ label: 'Bắt đầu lúc', value: formatDateTime(start.occurredAt) }]}
        />
      ) : (
        detail?.thoiDiemBatDau && (
          <Stage title="Sửa chữa" items={[{ label: 'Bắt đầu lúc', value: formatDateTime(detail.thoiDiemBatDau) }]} />
        )
      )}
      {done ? (
        <Stage
          title="Hoàn thành"
          queued={done}
          items={[
            { label: 'ODO hoàn thành', value: km(payloadNumber(done.payload, 'odoHoanThanh')) },
            { label: 'Chi phí thực tế', value: money(payloadNumber(done.payload, 'chiPhiThucTe')) },
            { label: 'Ghi lúc', value: formatDateTime(done.occurredAt) },
          ]}
          photos={localPhoto(done, 'bienLaiUrl', 'Ảnh biên lai')}
        />
      ) : (
        detail?.thoiDiemHoanThanh && (
          <Stage
            title="Hoàn thành"
            items={[
              { label: 'ODO hoàn thành', value: km(detail.odoHoanThanh) },
              { label: 'Chi phí thực tế', value: money(detail.chiPhiThucTe) },
              { label: 'Xong lúc', value: formatDateTime(detail.thoiDiemHoanThanh) },
            ]}
            photos={detail.bienLaiUrl ? [{ url: detail.bienLaiUrl, alt: 'Ảnh biên lai' }] : []}
          />
        )
      )}
      {detail?.thoiDiemThanhToan && (
        <Stage
          title="Thanh toán"
          items={[
            { label: 'Người xác nhận', value: detail.tenNguoiThanhToan },
            { label: 'Ghi chú', value: detail.ghiChuThanhToan },
            { label: 'Thanh toán lúc', value: formatDateTime(detail.thoiDiemThanhToan) },
          ]}
        />
      )}
      {detail?.lyDoHuy && (
        <Stage
          title="Đã hủy"
          items={[
            { label: 'Lý do', value: detail.lyDoHuy },
            { label: 'Người hủy', value: detail.tenNguoiHuy },
            { label: 'Hủy lúc', value: formatDateTime(detail.thoiDiemHuy) },
          ]}
        />
      )}
    </Stack>
  );
}

type StagePhoto = { photoId?: string; url?: string; alt: string };

const localPhoto = (item: OutboxItem, field: string, alt: string): StagePhoto[] => {
  const photoId = photoIdFor(item, field);
  return photoId ? [{ photoId, alt }] : [];
};

function Stage({
  title,
  items,
  photos = [],
  queued,
}: {
  title: string;
  items: InfoItem[];
  photos?: StagePhoto[];
  queued?: OutboxItem;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={title}
      style={
        queued ? { borderStyle: 'dashed', borderWidth: 2, borderColor: 'var(--mantine-color-orange-6)' } : undefined
      }
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {queued && <OutboxStatusBadge item={queued} size="md" />}
      </Group>
      <InfoList cols={{ base: 1 }} items={items} />
      {photos.length > 0 && (
        <Group gap="sm" mt="sm">
          {photos.map((p) => (
            <PhotoThumb key={p.photoId ?? p.url} photoId={p.photoId} url={p.url} alt={p.alt} size={96} />
          ))}
        </Group>
      )}
    </Card>
  );
}
