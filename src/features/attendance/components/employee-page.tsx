import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { vnMonth } from '@/lib/attendance-calendar';
import type { OutboxItem } from '@/offline/types';
import { useOutboxItems } from '@/offline/use-outbox';
import { PageHeader } from '@/ui/page-header';
import { SyncChip } from '@/ui/sync-chip';
import { useMyToday } from '../api/get-my-today';
import { MY_COLUMNS } from '../model/my-orders';
import { todayActivity } from '../model/today';
import { ClockCard } from './clock-card';
import { MonthGrid } from './month-grid';
import { MyDayModal } from './my-day-modal';
import { columnsOf, MyOrdersBoard, useMyOrderLists } from './my-orders-board';
import { StatsCard } from './stats-card';
import { TodayActivity } from './today-activity';

const NO_ITEMS: OutboxItem[] = [];

/**
 * '/cham-cong-nhan-vien' (spec 002 §2.8): today's timesheet, the hour statistics, today's activity,
 * the employee's orders in three columns and the month grid — on a phone in a dead zone as at a
 * desk: every write goes to the outbox and shows at once.
 */
export function EmployeePage({
  userId,
  openOrderId,
  onOpenOrder,
}: {
  userId: number;
  /** The order whose detail is open (the page's `lenh` search param). */
  openOrderId: number | null;
  onOpenOrder: (id: number | null) => void;
}) {
  const items = useOutboxItems(userId) ?? NO_ITEMS;
  const [donePage, setDonePage] = useState(0);
  const [month, setMonth] = useState(vnMonth);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const today = useMyToday();
  const lists = useMyOrderLists(donePage);
  const columns = columnsOf(lists, items, donePage);
  const activity = todayActivity({
    day: today.data,
    dayUpdatedAt: today.dataUpdatedAt,
    orders: MY_COLUMNS.flatMap((c) => columns[c]),
    ordersUpdatedAt: Math.max(...MY_COLUMNS.map((c) => lists[c].dataUpdatedAt)),
    items,
  });

  return (
    <Stack gap="md">
      <PageHeader title="Chấm công của tôi" />
      <SyncChip />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <ClockCard userId={userId} />
        <StatsCard />
        <TodayActivity lines={activity} />
      </SimpleGrid>
      <MyOrdersBoard
        lists={lists}
        columns={columns}
        donePage={donePage}
        onDonePage={setDonePage}
        detailId={openOrderId}
        onDetail={onOpenOrder}
      />
      <MonthGrid month={month} onMonth={setMonth} onOpenDay={setOpenDate} />
      <MyDayModal date={openDate} onClose={() => setOpenDate(null)} />
    </Stack>
  );
}
