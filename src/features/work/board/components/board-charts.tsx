/**
 * The board's chart tabs (spec 002 §2.3): priority donut, status donut, tasks per column, and
 * completions over the last 7 days. Loaded lazily with @mantine/charts (recharts), so the board's
 * own chunk does not carry them. A slice — or its legend button, for keyboards and small screens —
 * filters the board; a column's bar scrolls to that column.
 */
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { BoardStatistics } from '@/contracts/work';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@/contracts/work-vocabulary';

export interface BoardChartsProps {
  stats: BoardStatistics;
  onPriority: (p: TaskPriority) => void;
  onStatus: (s: TaskStatus) => void;
  onColumn: (columnId: number) => void;
}

function Slices<K extends string>({
  keys,
  counts,
  labels,
  colors,
  onPick,
  name,
}: {
  keys: readonly K[];
  counts: Partial<Record<K, number>>;
  labels: Record<K, string>;
  colors: Record<K, string>;
  onPick: (k: K) => void;
  name: string;
}) {
  const data = keys.map((k) => ({ name: labels[k], value: counts[k] ?? 0, color: `${colors[k]}.6`, key: k }));
  const total = data.reduce((n, d) => n + d.value, 0);
  return (
    <Group align="center" gap="xl" wrap="wrap">
      {total === 0 ? (
        <Text c="dimmed" size="sm">
          Chưa có dữ liệu.
        </Text>
      ) : (
        <DonutChart
          data={data.filter((d) => d.value > 0)}
          withTooltip
          tooltipDataSource="segment"
          chartLabel={total}
          size={180}
          thickness={28}
          pieProps={{
            cursor: 'pointer',
            onClick: (entry: { payload?: { key?: K } }) => {
              if (entry.payload?.key) onPick(entry.payload.key);
            },
          }}
          aria-label={name}
        />
      )}
      <Stack gap={6}>
        {data.map((d) => (
          <Button
            key={d.key}
            variant="light"
            color={colors[d.key]}
            size="compact-md"
            justify="space-between"
            miw={180}
            onClick={() => onPick(d.key)}
          >
            {d.name}: {d.value}
          </Button>
        ))}
      </Stack>
    </Group>
  );
}

export default function BoardCharts({ stats, onPriority, onStatus, onColumn }: BoardChartsProps) {
  const columns = stats.tasksByColumn.map((c) => ({ column: c.tenCot, 'Công việc': c.count, columnId: c.columnId }));
  const trend = stats.completionTrend.map((p) => ({
    date: `${p.date.slice(8, 10)}/${p.date.slice(5, 7)}`,
    'Hoàn thành': p.completedCount,
  }));
  return (
    <Tabs defaultValue="priority" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="priority">Độ ưu tiên</Tabs.Tab>
        <Tabs.Tab value="status">Trạng thái</Tabs.Tab>
        <Tabs.Tab value="columns">Theo cột</Tabs.Tab>
        <Tabs.Tab value="trend">7 ngày qua</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="priority" pt="md">
        <Slices
          name="Công việc theo độ ưu tiên"
          keys={TASK_PRIORITIES}
          counts={stats.tasksByPriority}
          labels={TASK_PRIORITY_LABELS}
          colors={TASK_PRIORITY_COLORS}
          onPick={onPriority}
        />
      </Tabs.Panel>
      <Tabs.Panel value="status" pt="md">
        <Slices
          name="Công việc theo trạng thái"
          keys={TASK_STATUSES}
          counts={stats.tasksByStatus}
          labels={TASK_STATUS_LABELS}
          colors={TASK_STATUS_COLORS}
          onPick={onStatus}
        />
      </Tabs.Panel>
      <Tabs.Panel value="columns" pt="md">
        {columns.length === 0 ? (
          <Text c="dimmed" size="sm">
            Chưa có cột nào.
          </Text>
        ) : (
          <BarChart
            h={240}
            data={columns}
            dataKey="column"
            series={[{ name: 'Công việc', color: 'blue.6' }]}
            barProps={{
              cursor: 'pointer',
              onClick: (entry: { payload?: { columnId?: number } }) => {
                if (entry.payload?.columnId) onColumn(entry.payload.columnId);
              },
            }}
            aria-label="Công việc theo cột"
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="trend" pt="md">
        <LineChart
          h={240}
          data={trend}
          dataKey="date"
          series={[{ name: 'Hoàn thành', color: 'green.6' }]}
          curveType="monotone"
          aria-label="Công việc hoàn thành 7 ngày qua"
        />
      </Tabs.Panel>
    </Tabs>
  );
}
