import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '@/contracts/fleet';
import {
  inTab,
  nextAction,
  sortTickets,
  type TicketAction,
  ticketProgress,
  ticketSteps,
} from '@/features/driver/model/ticket-progress';
import type { OutboxItem, OutboxStatus } from '@/offline/types';
import { item, T0 } from './fixtures';

const ID = 42;
const quote = (status: OutboxStatus = 'queued', over: Partial<OutboxItem> = {}) =>
  item('ticket.quote', { phieuId: ID, garaDeXuat: 'Gara Phú Thọ', giaDeXuat: 1_800_000 }, { status, ...over });
const start = (status: OutboxStatus = 'queued', over: Partial<OutboxItem> = {}) =>
  item('ticket.start', { phieuId: ID }, { status, ...over });
const complete = (status: OutboxStatus = 'queued', over: Partial<OutboxItem> = {}) =>
  item('ticket.complete', { phieuId: ID, odoHoanThanh: 45_100, chiPhiThucTe: 1_750_000 }, { status, ...over });

describe('ticketProgress: the status after this phone’s queued steps', () => {
  const cases: {
    name: string;
    server: TicketStatus;
    steps: () => OutboxItem[];
    status: TicketStatus;
    pending: OutboxItem['kind'] | null;
    refused: OutboxItem['kind'] | null;
    next: TicketAction | null;
  }[] = [
    {
      name: 'nothing queued: MOI asks for a quote',
      server: 'MOI',
      steps: () => [],
      status: 'MOI',
      pending: null,
      refused: null,
      next: 'quote',
    },
    {
      name: 'a queued quote waits for the dispatcher',
      server: 'MOI',
      steps: () => [quote()],
      status: 'CHO_DUYET',
      pending: 'ticket.quote',
      refused: null,
      next: null,
    },
    {
      name: 'a quote being sent still shows CHO_DUYET',
      server: 'MOI',
      steps: () => [quote('sending')],
      status: 'CHO_DUYET',
      pending: 'ticket.quote',
      refused: null,
      next: null,
    },
    {
      name: 'approved: start comes next',
      server: 'DA_DUYET',
      steps: () => [],
      status: 'DA_DUYET',
      pending: null,
      refused: null,
      next: 'start',
    },
    {
      name: 'start queued offline: completion is next, still offline',
      server: 'DA_DUYET',
      steps: () => [start()],
      status: 'DANG_SUA',
      pending: 'ticket.start',
      refused: null,
      next: 'complete',
    },
    {
      name: 'start and complete queued: waiting for payment',
      server: 'DA_DUYET',
      steps: () => [start(), complete()],
      status: 'CHO_THANH_TOAN',
      pending: 'ticket.complete',
      refused: null,
      next: null,
    },
    {
      name: 'start sent (not in the read yet), completion queued',
      server: 'DA_DUYET',
      steps: () => [start('sent', { sentAt: T0 + 10 ** 9 }), complete()],
      status: 'CHO_THANH_TOAN',
      pending: 'ticket.complete',
      refused: null,
      next: null,
    },
    {
      name: 'a sent step not yet read moves the status, no marker',
      server: 'DA_DUYET',
      steps: () => [start('sent', { sentAt: T0 + 10 ** 9 })],
      status: 'DANG_SUA',
      pending: null,
      refused: null,
      next: 'complete',
    },
    {
      name: 'a refused start stops the walk and blocks the next action',
      server: 'DA_DUYET',
      steps: () => [start('needs-attention'), complete()],
      status: 'DA_DUYET',
      pending: null,
      refused: 'ticket.start',
      next: null,
    },
    {
      name: 'a refused completion after a queued start',
      server: 'DA_DUYET',
      steps: () => [start(), complete('needs-attention')],
      status: 'DANG_SUA',
      pending: 'ticket.start',
      refused: 'ticket.complete',
      next: null,
    },
    {
      name: 'the office moved on: a step from another state is skipped',
      server: 'DANG_SUA',
      steps: () => [start()],
      status: 'DANG_SUA',
      pending: null,
      refused: null,
      next: 'complete',
    },
    {
      name: 'a cancelled ticket stays cancelled',
      server: 'DA_HUY',
      steps: () => [complete()],
      status: 'DA_HUY',
      pending: null,
      refused: null,
      next: null,
    },
    {
      name: 'waiting for payment: nothing for the driver',
      server: 'CHO_THANH_TOAN',
      steps: () => [],
      status: 'CHO_THANH_TOAN',
      pending: null,
      refused: null,
      next: null,
    },
    {
      name: 'done: nothing for the driver',
      server: 'HOAN_THANH',
      steps: () => [],
      status: 'HOAN_THANH',
      pending: null,
      refused: null,
      next: null,
    },
  ];

  it.each(cases)('$name', ({ server, steps, status, pending, refused, next }) => {
    const progress = ticketProgress(server, steps());
    expect(progress.status).toBe(status);
    expect(progress.pending?.kind ?? null).toBe(pending);
    expect(progress.refused?.kind ?? null).toBe(refused);
    expect(nextAction(progress)).toBe(next);
  });
});

describe('ticketSteps: which queued items belong to the ticket and are not in the read', () => {
  const readAt = T0 + 10 ** 8;
  const rows: { name: string; item: () => OutboxItem; included: boolean }[] = [
    { name: 'queued quote of this ticket', item: () => quote(), included: true },
    { name: 'refused start of this ticket', item: () => start('needs-attention'), included: true },
    { name: 'sent after the read', item: () => start('sent', { sentAt: readAt + 1 }), included: true },
    { name: 'sent before the read (reflected)', item: () => start('sent', { sentAt: readAt - 1 }), included: false },
    { name: 'another ticket', item: () => item('ticket.start', { phieuId: ID + 1 }), included: false },
    { name: 'another kind', item: () => item('sos.report', { noiDungSuCo: 'x', phieuId: ID }), included: false },
  ];
  it.each(rows)('$name → $included', ({ item: make, included }) => {
    expect(ticketSteps([make()], ID, readAt)).toHaveLength(included ? 1 : 0);
  });

  it('returns them oldest first whatever the outbox order', () => {
    const a = start('queued', { occurredAt: T0 + 1 });
    const b = complete('queued', { occurredAt: T0 + 2 });
    expect(ticketSteps([b, a], ID, 0).map((s) => s.kind)).toEqual(['ticket.start', 'ticket.complete']);
  });
});

describe('sortTickets: the driver list order (spec 003 §4, §9)', () => {
  const t = (id: number, trangThai: TicketStatus, ngayTao: string) => ({ id, trangThai, ngayTao });
  const rows: { name: string; input: ReturnType<typeof t>[]; order: number[] }[] = [
    {
      name: 'workflow order MOI → DA_HUY',
      input: [
        t(1, 'DA_HUY', '2025-06-05'),
        t(2, 'HOAN_THANH', '2025-06-05'),
        t(3, 'MOI', '2025-06-01'),
        t(4, 'DANG_SUA', '2025-06-03'),
        t(5, 'CHO_DUYET', '2025-06-02'),
        t(6, 'CHO_THANH_TOAN', '2025-06-04'),
        t(7, 'DA_DUYET', '2025-06-09'),
      ],
      order: [3, 5, 7, 4, 6, 2, 1],
    },
    {
      name: 'newest first within a status',
      input: [
        t(1, 'MOI', '2025-06-01T08:00:00.000Z'),
        t(2, 'MOI', '2025-06-03T08:00:00.000Z'),
        t(3, 'MOI', '2025-06-02T08:00:00.000Z'),
      ],
      order: [2, 3, 1],
    },
    {
      name: 'same time: higher id first',
      input: [t(1, 'MOI', '2025-06-01'), t(2, 'MOI', '2025-06-01')],
      order: [2, 1],
    },
  ];
  it.each(rows)('$name', ({ input, order }) => {
    expect(sortTickets(input).map((x) => x.id)).toEqual(order);
  });

  it('sorts by the status shown after queued steps when asked', () => {
    const shown: Record<number, TicketStatus> = { 1: 'CHO_DUYET', 2: 'MOI' };
    const input = [t(1, 'MOI', '2025-06-02'), t(2, 'MOI', '2025-06-01')];
    expect(sortTickets(input, (x) => shown[x.id] ?? x.trangThai).map((x) => x.id)).toEqual([2, 1]);
  });
});

describe('inTab', () => {
  it.each([
    ['all', 'DA_HUY', true],
    ['MOI', 'MOI', true],
    ['MOI', 'CHO_DUYET', false],
  ] as const)('%s shows %s: %s', (tab, status, shown) => {
    expect(inTab(tab, status)).toBe(shown);
  });
});
