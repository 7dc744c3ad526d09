import { Badge, Button, Card, Group, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TicketSummary } from '@/contracts/fleet';
import { isOpenTicket, MAINTENANCE_MESSAGES as M } from '@/contracts/fleet-maintenance';
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '@/contracts/fleet-vocabulary';
import { formatDateTime, formatNumber } from '@/lib/format';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { useMyTickets } from '../api/get-my-lists';
import { MY_TICKETS_ALL, myTicketQueryOptions } from '../api/get-my-ticket';
import {
  inTab,
  nextAction,
  sortTickets,
  TICKET_COLORS,
  TICKET_TABS,
  type TicketAction,
  type TicketProgress,
  type TicketTab,
  ticketProgress,
  ticketSteps,
  WAITING_NOTES,
} from '../model/ticket-progress';
import { useDriverItems } from '../offline';
import { CONTROL_H, DriverScreen, PRIMARY_H } from './driver-screen';
import { Empty, Loaded } from './loaded';
import { TicketDetailModal } from './ticket-detail-modal';

export const MY_TICKETS_TITLE = 'Phiếu Sửa Chữa Của Tôi';
/** Ten at a time (spec 003 §9: the driver's maintenance list shows 10). */
const PAGE = 10;

const TAB_LABELS: Record<TicketTab, string> = { all: 'Tất cả', ...TICKET_STATUS_LABELS };

const ACTION_HINTS: Record<TicketAction, string> = {
  quote: 'Cần làm: gửi báo giá',
  start: 'Cần làm: báo gara bắt đầu sửa',
  complete: 'Cần làm: xác nhận sửa xong',
};

/**
 * /tai-xe-bao-duong: the driver's own maintenance tickets (spec 003 §3) with the status tabs, the
 * list in workflow order and the detail modal with the next step. Works offline after one visit:
 * the list and the open tickets' details come from the persisted cache, and each step the driver
 * takes is queued and shown at once ('Chờ gửi') with the status it leads to.
 */
export function MyTicketsPage({
  userId,
  tab,
  phieuId,
  onTabChange,
  onOpen,
  onClose,
}: {
  userId: number;
  tab: TicketTab;
  phieuId: number | null;
  onTabChange: (tab: TicketTab) => void;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const tickets = useMyTickets(MY_TICKETS_ALL);
  const items = useDriverItems(userId);
  const [shown, setShown] = useState(PAGE);
  usePrefetchOpenTickets(tickets.data?.content, tickets.dataUpdatedAt);

  const views = useMemo(() => {
    const list = tickets.data?.content ?? [];
    return list.map((ticket) => ({
      ticket,
      progress: ticketProgress(ticket.trangThai, ticketSteps(items, ticket.id, tickets.dataUpdatedAt)),
    }));
  }, [tickets.data, tickets.dataUpdatedAt, items]);
  const sorted = useMemo(() => sortViews(views), [views]);
  const inThisTab = sorted.filter((v) => inTab(tab, v.progress.status));
  const tabButtons = useRef(new Map<TicketTab, HTMLButtonElement | null>());
  // The chosen filter is scrolled into sight (a link may open the list on 'Chờ thanh toán').
  useEffect(() => {
    tabButtons.current.get(tab)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const changeTab = (next: TicketTab) => {
    setShown(PAGE);
    onTabChange(next);
  };

  return (
    <DriverScreen
      title={MY_TICKETS_TITLE}
      onBack={() => void navigate({ to: '/tai-xe', search: { tab: 'bao_duong' } })}
    >
      <Tabs value={tab} onChange={(v) => v && changeTab(v as TicketTab)} variant="pills" radius="md">
        {/*
          One row that scrolls sideways: wrapped, the eight filters took four rows of a 390 px phone
          before the first ticket. Each stays a bordered 48 px target; the next one peeking at the
          edge shows there is more.
        */}
        <Tabs.List aria-label="Lọc theo trạng thái" style={SCROLL_ROW}>
          {TICKET_TABS.map((value) => {
            const count = views.filter((v) => inTab(value, v.progress.status)).length;
            return (
              <Tabs.Tab
                key={value}
                value={value}
                ref={(el) => {
                  tabButtons.current.set(value, el);
                }}
                h={CONTROL_H}
                px="sm"
                fw={700}
                style={{ border: '1px solid var(--mantine-color-gray-4)', flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {TAB_LABELS[value]} ({count})
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Loaded query={tickets} errorTitle={M.listError}>
        {() =>
          inThisTab.length === 0 ? (
            <Empty>
              {tab === 'all' ? 'Chưa có phiếu sửa chữa nào.' : `Không có phiếu nào ở trạng thái "${TAB_LABELS[tab]}".`}
            </Empty>
          ) : (
            <Stack gap="sm">
              {inThisTab.slice(0, shown).map((v) => (
                <TicketCard key={v.ticket.id} ticket={v.ticket} progress={v.progress} onOpen={onOpen} />
              ))}
              {inThisTab.length > shown && (
                <Button variant="light" size="lg" h={PRIMARY_H} onClick={() => setShown((n) => n + PAGE)}>
                  Xem thêm ({inThisTab.length - shown} phiếu)
                </Button>
              )}
            </Stack>
          )
        }
      </Loaded>
      <TicketDetailModal
        phieuId={phieuId}
        summary={views.find((v) => v.ticket.id === phieuId)?.ticket}
        listUpdatedAt={tickets.dataUpdatedAt}
        items={items}
        onClose={onClose}
      />
    </DriverScreen>
  );
}

const SCROLL_ROW = {
  gap: 6,
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  // Thin, not hidden: with a mouse the scrollbar is the way to the last filters.
  scrollbarWidth: 'thin',
  paddingBottom: 4,
} as const;

type TicketView = { ticket: TicketSummary; progress: TicketProgress };

/** The spec's workflow order (sortTickets) by the status shown after this phone's queued steps. */
function sortViews(views: readonly TicketView[]): TicketView[] {
  const byId = new Map(views.map((v) => [v.ticket.id, v]));
  return sortTickets(
    views.map((v) => v.ticket),
    (t) => byId.get(t.id)?.progress.status ?? t.trangThai,
  ).flatMap((t) => byId.get(t.id) ?? []);
}

/**
 * Loads the details of the open tickets while online, so the quote, approval and the next step's
 * context are there offline too (the persisted cache keeps them).
 */
function usePrefetchOpenTickets(tickets: readonly TicketSummary[] | undefined, updatedAt: number) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per fresh list, not per render
  useEffect(() => {
    if (!tickets || !navigator.onLine) return;
    for (const t of tickets.filter((x) => isOpenTicket(x.trangThai)).slice(0, 20)) {
      void queryClient.prefetchQuery(myTicketQueryOptions(t.id));
    }
  }, [updatedAt, queryClient]);
}

function TicketCard({
  ticket,
  progress,
  onOpen,
}: {
  ticket: TicketSummary;
  progress: TicketProgress;
  onOpen: (id: number) => void;
}) {
  const marker = progress.refused ?? progress.pending;
  const action = nextAction(progress);
  return (
    <UnstyledButton
      onClick={() => onOpen(ticket.id)}
      style={{ borderRadius: 'var(--mantine-radius-lg)', display: 'block', width: '100%' }}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
    >
      <Card
        withBorder
        radius="lg"
        padding="md"
        style={
          marker
            ? {
                borderStyle: 'dashed',
                borderWidth: 2,
                borderColor: `var(--mantine-color-${progress.refused ? 'red' : 'orange'}-6)`,
              }
            : undefined
        }
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={800} fz="lg">
                #{ticket.id} · {TICKET_TYPE_LABELS[ticket.loaiBaoDuong]}
              </Text>
            </Group>
            <Group gap={6}>
              <Badge size="lg" radius="sm" color={TICKET_COLORS[progress.status]} variant="filled">
                {TICKET_STATUS_LABELS[progress.status]}
              </Badge>
              {marker && <OutboxStatusBadge item={marker} size="lg" />}
            </Group>
            <Text lineClamp={2}>{ticket.noiDungCongViec}</Text>
            <Text size="sm" c="dimmed">
              Xe {ticket.xeBienSo}
              {ticket.odoLucTao !== null ? ` · ODO ${formatNumber(ticket.odoLucTao)} km` : ''} ·{' '}
              {formatDateTime(ticket.ngayTao)}
            </Text>
            {progress.refused ? (
              <Text fw={700} c="red.8">
                Cần xử lý: {progress.refused.lastError?.message ?? 'máy chủ từ chối'}
              </Text>
            ) : action ? (
              <Text fw={700} c="blue.8">
                {ACTION_HINTS[action]}
              </Text>
            ) : (
              <Text size="sm" fw={600} c="dimmed">
                {WAITING_NOTES[progress.status]}
              </Text>
            )}
          </Stack>
          <IconChevronRight size={26} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
