/**
 * The pieces every dashboard's charts share (work statistics, article dashboards): a titled card,
 * the empty text, and a donut with its legend. Imported only by the lazily loaded chart modules,
 * so @mantine/charts never enters a first load.
 */
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';

export { TitledCard as ChartCard } from './titled-card';

/** What a chart says when it has nothing to draw (each dashboard keeps the spec's own words). */
export function NoData({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm" ta="center" py="xl">
      {text}
    </Text>
  );
}

export type DonutSlice = { name: string; value: number; color: string };

/** A donut with a legend of "name: value" beside it (labels readable without hovering). */
export function LegendDonut({ data }: { data: DonutSlice[] }) {
  return (
    <Group justify="center" gap="lg" wrap="wrap">
      <DonutChart size={180} thickness={28} data={data} withTooltip />
      <Stack gap={4}>
        {data.map((s) => (
          <Group key={s.name} gap="xs">
            <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
            <Text size="sm">
              {s.name}: {s.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
