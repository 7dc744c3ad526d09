/**
 * The article dashboards' charts (spec 001 §2), in their own chunk: @mantine/charts and recharts
 * load with these screens only, never with a first load (npm run bench:bundle checks it).
 */
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ArticleStats } from '@/contracts/articles';
import { dayLabel, siteSlices, stepBars } from '../model/figures';

const PALETTE = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6'];

function ChartCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Title order={4} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const NoData = () => (
  <Text c="dimmed" size="sm" ta="center" py="xl">
    No data
  </Text>
);

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
          <NoData />
        )}
      </ChartCard>
      <ChartCard title="By Site">
        {slices.length ? (
          <Group justify="center" gap="lg" wrap="wrap">
            <DonutChart size={180} thickness={28} data={slices} withTooltip />
            <Stack gap={4}>
              {slices.map((s) => (
                <Group key={s.name} gap="xs">
                  <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
                  <Text size="sm">
                    {s.name}: {s.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        ) : (
          <NoData />
        )}
      </ChartCard>
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
            <NoData />
          )}
        </ChartCard>
      )}
    </SimpleGrid>
  );
}
