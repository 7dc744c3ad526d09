import { SegmentedControl, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconProgress, IconWorldUpload } from '@tabler/icons-react';
import { ARTICLE_LIMITS } from '@/contracts/articles-vocabulary';
import { FigureCard } from '@/ui/figure-card';
import type { Kpis } from '../model/figures';

/** 7d / 30d / 90d (§9, default 30). */
export function RangeButtons({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <SegmentedControl
      aria-label="Khoảng thời gian"
      value={String(days)}
      onChange={(v) => onChange(Number(v))}
      data={ARTICLE_LIMITS.dashboardRanges.map((d) => ({ value: String(d), label: `${d}d` }))}
    />
  );
}

/** The four KPI cards (§2): total in period, Finalized, Pushed to WP, In Progress. */
export function KpiCards({ kpis }: { kpis: Kpis | undefined }) {
  if (!kpis)
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <FigureCard label="Total" value={kpis.total} icon={IconFileText} color="blue" />
      <FigureCard label="Finalized" value={kpis.finalized} icon={IconCircleCheck} color="teal" />
      <FigureCard label="Pushed to WP" value={kpis.pushed} icon={IconWorldUpload} color="green" />
      <FigureCard label="In Progress" value={kpis.inProgress} icon={IconProgress} color="orange" />
    </SimpleGrid>
  );
}

export { TitledCard as TableCard } from '@/ui/titled-card';

export function EmptyRow({ span, text }: { span: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        <Text c="dimmed" size="sm" ta="center" py="sm">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
