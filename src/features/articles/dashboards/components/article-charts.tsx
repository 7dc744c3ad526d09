/**
 * The article dashboards' charts (spec 001 §2), in their own chunk: @mantine/charts and recharts
 * load with these screens only, never with a first load (npm run bench:bundle checks it).
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { ArticleStats } from '@/contracts/articles';
import { ChartCard, LegendDonut, NoData } from '@/ui/chart-parts';
import { dayLabel, siteSlices, stepBars } from '../model/figures';

const PALETTE = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6'];

export default function ArticleCharts({ stats, withLine = true }: { stats: ArticleStats; withLine?: boolean }) {
  const bars = stepBars(stats);
  const slices = siteSlices(stats, PALETTE);
  const perDay = stats.createdPerDay.map((d) => ({ day: dayLabel(d.day), total: d.total }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard title="Articles by Step">
        {bars.some((b) => b.total > 0) ? (
          // Bars run across so every step's name stays readable on a phone.
          <BarChart
            h={280}
            orientation="vertical"
            xAxisProps={{ allowDecimals: false }}
            yAxisProps={{ width: 96, interval: 0 }}
            data={bars}
            dataKey="step"
            series={[{ name: 'total', label: 'Articles', color: 'blue.6' }]}
            withTooltip
          />
        ) : (
          <NoData text="No data" />
        )}
      </ChartCard>
      <ChartCard title="By Site">{slices.length ? <LegendDonut data={slices} /> : <NoData text="No data" />}</ChartCard>
      {withLine && (
        <ChartCard title="Articles Created / Day" wide>
          {perDay.length ? (
            <LineChart
              h={240}
              yAxisProps={{ allowDecimals: false }}
              data={perDay}
              dataKey="day"
              series={[{ name: 'total', label: 'Articles', color: 'teal.6' }]}
              curveType="linear"
            />
          ) : (
            <NoData text="No data" />
          )}
        </ChartCard>
      )}
    </SimpleGrid>
  );
}
