import { Badge, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WORK_ORDER_MESSAGES as M, MY_DONE_PAGE_SIZE } from '@/contracts/work-orders-vocabulary';
import { enqueue } from '@/offline/commands';
import type { OutboxItem } from '@/offline/types';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { notifySaved } from '@/ui/saved-toast';
import { useQueueing } from '@/ui/use-queueing';
import { useMyWorkOrders } from '../api/get-my-orders';
import {
  MY_COLUMN_EMPTY,
  MY_COLUMN_LABELS,
  MY_COLUMNS,
  type MyColumn,
  type MyOrderView,
  myOrderColumns,
} from '../model/my-orders';
import { orderPunch } from '../model/order-punch';
import type { Punch } from '../model/punch';
import { type MyOrderAction, MyOrderCard } from './my-order-card';
import { MyOrderDetailModal } from './my-order-detail-modal';
import { PunchModal } from './punch-modal';

/** The three reads behind the columns, for the page's other parts (today's activity). */
export function useMyOrderLists(donePage: number) {
  const pending = useMyWorkOrders('PENDING');
  const inProgress = useMyWorkOrders('IN_PROGRESS');
  const done = useMyWorkOrders('DONE', donePage, MY_DONE_PAGE_SIZE);
  return { PENDING: pending, IN_PROGRESS: inProgress, DONE: done };
}
export type MyOrderLists = ReturnType<typeof useMyOrderLists>;

/** The columns as this phone knows them (server lists + unsent answers and punches). */
export function columnsOf(lists: MyOrderLists, items: readonly OutboxItem[], donePage: number) {
  const read = (q: MyOrderLists[MyColumn]) => ({ orders: q.data?.content ?? [], dataUpdatedAt: q.dataUpdatedAt });
  return myOrderColumns(
    { PENDING: read(lists.PENDING), IN_PROGRESS: read(lists.IN_PROGRESS), DONE: read(lists.DONE) },
    items,
    donePage,
  );
}

const findView = (columns: Record<MyColumn, MyOrderView[]>, idLenh: number) =>
  MY_COLUMNS.flatMap((c) => columns[c]).find((v) => v.order.idLenh === idLenh) ?? null;

/**
 * Pending confirmation, in progress, completed (spec 002 §2.8): accept or decline, check in and out
 * with a rear-camera photo — each queued in the outbox, shown at once, sent with coverage.
 */
export function MyOrdersBoard({
  lists,
  columns,
  donePage,
  onDonePage,
  detailId,
  onDetail,
}: {
  lists: MyOrderLists;
  columns: Record<MyColumn, MyOrderView[]>;
  donePage: number;
  onDonePage: (page: number) => void;
  /** The order whose detail is open: kept in the address, so a notification can open it. */
  detailId: number | null;
  onDetail: (id: number | null) => void;
}) {
  const [punch, setPunch] = useState<Punch | null>(null);
  const [declining, setDeclining] = useState<MyOrderView | null>(null);
  const detailOf = detailId === null ? null : findView(columns, detailId);

  const { queue } = useQueueing();
  const answer = (view: MyOrderView, accept: boolean) => {
    const { idLenh, tieuDe } = view.order;
    return queue(async () => {
      if (accept) await enqueue({ kind: 'work-order.accept', payload: { idLenh, accept, tieuDe } });
      else await enqueue({ kind: 'work-order.decline', payload: { idLenh, accept, tieuDe } });
      notifySaved(accept ? M.accepted : M.declined);
    });
  };

  const act = (view: MyOrderView, action: MyOrderAction) => {
    if (action === 'accept') void answer(view, true);
    else if (action === 'decline') setDeclining(view);
    else if (action === 'detail') onDetail(view.order.idLenh);
    else setPunch(orderPunch(action === 'check-in' ? 'work-order.check-in' : 'work-order.check-out', view.order));
  };

  const donePages = lists.DONE.data?.totalPages ?? 0;
  return (
    <Stack gap="sm" component="section" aria-label="Lệnh của tôi">
      <Title order={2} size="h4">
        Lệnh của tôi
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {MY_COLUMNS.map((column) => {
          const query = lists[column];
          const views = columns[column];
          return (
            <Card
              key={column}
              withBorder
              padding="sm"
              bg="gray.0"
              component="section"
              aria-label={MY_COLUMN_LABELS[column]}
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} size="h5">
                    {MY_COLUMN_LABELS[column]}
                  </Title>
                  <Badge variant="light" color="gray">
                    {column === 'DONE' ? (query.data?.totalElements ?? views.length) : views.length}
                  </Badge>
                </Group>
                {query.isPending && views.length === 0 ? (
                  <LoadingState minHeight={80} />
                ) : query.isError && !query.data ? (
                  <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
                ) : views.length === 0 ? (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {MY_COLUMN_EMPTY[column]}
                  </Text>
                ) : (
                  views.map((view) => (
                    <MyOrderCard key={view.order.idLenh} view={view} onAction={(a) => act(view, a)} />
                  ))
                )}
                {column === 'DONE' && donePages > 1 && (
                  <Group justify="center">
                    <Pagination
                      total={donePages}
                      value={donePage + 1}
                      onChange={(p) => onDonePage(p - 1)}
                      size="lg"
                      aria-label="Trang lệnh hoàn thành"
                    />
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <PunchModal punch={punch} onClose={() => setPunch(null)} />
      <ConfirmDialog
        opened={declining !== null}
        title="Từ chối lệnh"
        message={declining ? `Từ chối lệnh «${declining.order.tieuDe}»? Bạn sẽ không thể đồng ý lại.` : ''}
        confirmLabel="Từ chối"
        color="red"
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) void answer(declining, false);
          setDeclining(null);
        }}
      />
      {detailId !== null && <MyOrderDetailModal idLenh={detailId} view={detailOf} onClose={() => onDetail(null)} />}
    </Stack>
  );
}
