/**
 * The dashboard's four charts (spec 002 §2.6), in their own chunk: @mantine/charts and recharts load
 * with this screen only, never with another route's first load (npm run bench:bundle checks it).
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { stackedRowsResponse } from '@/contracts/work';
import {
  type Overview,
  priorityOf,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
} from '@/contracts/work';
import { formatDate } from '@/lib/format';
import { ChartCard, LegendDonut, NoData } from '@/ui/chart-parts';

type StackedRows = z.infer<typeof stackedRowsResponse>['data'];

const statusLabel = (code: string) => TASK_STATUS_LABELS[code as TaskStatus] ?? code;

/** `yyyy-MM-dd` (or an instant) as dd/MM for the trend's axis. */
const dayLabel = (value: string) => formatDate(value.length === 10 ? `${value}T12:00:00+07:00` : value).slice(0, 5);

export default function StatisticsCharts({
  overview,
  stacked,
  onDrawn,
}: {
  overview: Overview;
  stacked: StackedRows | undefined;
  /** Called once the charts are on the page (the screen then knows where its list is). */
  onDrawn?: () => void;
}) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  const statusBars = overview.phanBoCongViecTheoTrangThai.map((s) => ({
    trangThai: statusLabel(s.ten),
    soLuong: s.soLuong,
  }));
  const priorities = overview.phanBoCongViecTheoDoUuTien
    .filter((p) => p.soLuong > 0)
    .map((p) => {
      const code = priorityOf(p.ten);
      return { name: TASK_PRIORITY_LABELS[code], value: p.soLuong, color: `${TASK_PRIORITY_COLORS[code]}.6` };
    });
  const trend = overview.xuHuongCongViec.map((t) => ({ thoiGian: dayLabel(t.thoiGian), soLuong: t.soLuong }));
  const perWorkspace = (stacked ?? []).map((row) => ({ tenNhom: row.tenNhom, ...row.giaTriTheoLoai }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard title="Công việc theo trạng thái">
        {statusBars.some((s) => s.soLuong > 0) ? (
          <BarChart
            h={240}
            yAxisProps={{ allowDecimals: false }}
            data={statusBars}
            dataKey="trangThai"
            series={[{ name: 'soLuong', label: 'Số công việc', color: 'blue.6' }]}
            withTooltip
          />
        ) : (
          <NoData text="Chưa có dữ liệu" />
        )}
      </ChartCard>
      <ChartCard title="Công việc theo độ ưu tiên">
        {priorities.length ? <LegendDonut data={priorities} /> : <NoData text="Chưa có dữ liệu" />}
      </ChartCard>
      <ChartCard title="Xu hướng hoàn thành">
        {trend.length ? (
          <LineChart
            h={240}
            yAxisProps={{ allowDecimals: false }}
            data={trend}
            dataKey="thoiGian"
            series={[{ name: 'soLuong', label: 'Hoàn thành', color: 'teal.6' }]}
            curveType="linear"
          />
        ) : (
          <NoData text="Chưa có dữ liệu" />
        )}
      </ChartCard>
      <ChartCard title="Công việc theo không gian làm việc">
        {perWorkspace.length ? (
          <BarChart
            h={240}
            yAxisProps={{ allowDecimals: false }}
            data={perWorkspace}
            dataKey="tenNhom"
            type="stacked"
            withLegend
            series={TASK_STATUSES.map((s) => ({
              name: s,
              label: TASK_STATUS_LABELS[s],
              color: `${TASK_STATUS_COLORS[s]}.6`,
            }))}
          />
        ) : (
          <NoData text="Chưa có dữ liệu" />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
