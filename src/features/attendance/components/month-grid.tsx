import { Box, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import type { MatrixDay } from '@/contracts/attendance';
import {
  blankCell,
  type DayColumn,
  dayColumns,
  formatCong,
  HALF_ICON_LABELS,
  halfIcon,
  monthLabel,
  vnToday,
} from '@/lib/attendance-calendar';
import { HalfMark, Legend } from '@/ui/half-day-mark';
import { MonthNav } from '@/ui/month-nav';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { SectionCard } from '@/ui/section-card';
import { useMyMonthGrid } from '../api/get-my-month';

const WEEK = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'] as const;
/** Monday-first position of a day column (Vietnamese calendars start the week on Monday). */
const mondayIndex = (c: DayColumn) => (WEEK as readonly string[]).indexOf(c.weekday);

/**
 * The employee's month (spec 002 §2.8): a calendar with each day's morning and afternoon marks and
 * work units, month navigation, and the total; a tap on a day opens its detail.
 */
export function MonthGrid({
  month,
  onMonth,
  onOpenDay,
}: {
  month: string;
  onMonth: (month: string) => void;
  onOpenDay: (date: string) => void;
}) {
  const grid = useMyMonthGrid(month);
  const row = grid.data?.rows[0];
  const today = vnToday();
  const columns = grid.data ? dayColumns(grid.data.month, grid.data.daysInMonth) : [];
  const lead = columns[0] ? mondayIndex(columns[0]) : 0;
  return (
    <SectionCard
      icon={IconCalendarMonth}
      title="Bảng công tháng"
      aside={<MonthNav month={month} onChange={onMonth} size={44} />}
    >
      {grid.isPending ? (
        <LoadingState />
      ) : !grid.data ? (
        <ErrorState
          title="Không tải được bảng công"
          error={grid.error}
          onRetry={() => void grid.refetch()}
          retrying={grid.isFetching}
        />
      ) : (
        <>
          <Text fw={700} data-testid="month-total">
            {monthLabel(month)} · Tổng công: {formatCong(row?.totalCong ?? 0)}
          </Text>
          <SimpleGrid cols={7} spacing={4} verticalSpacing={4} role="grid" aria-label={monthLabel(month)}>
            {WEEK.map((w) => (
              <Text key={w} size="xs" fw={700} ta="center" c={w === 'CN' ? 'red.7' : 'dimmed'} role="columnheader">
                {w}
              </Text>
            ))}
            {Array.from({ length: lead }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed blank cells before the 1st
              <Box key={`lead-${i}`} />
            ))}
            {columns.map((c) => (
              <DayCell
                key={c.date}
                column={c}
                day={row?.daily[c.day - 1]}
                today={today}
                onOpen={() => onOpenDay(c.date)}
              />
            ))}
          </SimpleGrid>
          <Legend />
        </>
      )}
    </SectionCard>
  );
}

function DayCell({
  column,
  day,
  today,
  onOpen,
}: {
  column: DayColumn;
  day: MatrixDay | undefined;
  today: string;
  onOpen: () => void;
}) {
  const future = column.date > today;
  const blank = !day || blankCell(day, column.date, column.sunday, today);
  const am = day && !blank ? halfIcon(day, 'am') : null;
  const pm = day && !blank ? halfIcon(day, 'pm') : null;
  const label = `Ngày ${column.day}${column.sunday ? ' (Chủ nhật)' : ''}${
    am && pm
      ? `: sáng ${HALF_ICON_LABELS[am]}, chiều ${HALF_ICON_LABELS[pm]}, ${formatCong(day?.soCong ?? 0)} công`
      : ''
  }`;
  return (
    <UnstyledButton
      onClick={onOpen}
      disabled={future}
      aria-label={label}
      role="gridcell"
      mih={56}
      p={4}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px solid var(--mantine-color-${column.date === today ? 'blue-6' : 'gray-3'})`,
        background: column.sunday ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-body)',
        opacity: future ? 0.5 : 1,
      }}
    >
      <Stack gap={2} align="center">
        <Text size="sm" fw={700} c={column.sunday ? 'red.7' : undefined}>
          {column.day}
        </Text>
        {am && pm && (
          <Group gap={2} wrap="nowrap">
            <HalfMark icon={am} />
            <HalfMark icon={pm} />
          </Group>
        )}
        {day && day.soCong > 0 && (
          <Text size="10px" c="dimmed" lh={1}>
            {formatCong(day.soCong)}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
