import { Card, Group, Progress, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { BoardStatistics } from '@/contracts/work';
import { ARCHIVED_TOOLTIP } from '@/contracts/work-vocabulary';
import { progressPercent } from '../model/deadline';
import type { KpiKind } from '../model/filters';
import classes from './board.module.css';

const KPIS: { kind: KpiKind; label: string; color?: string; value: (s: BoardStatistics) => number }[] = [
  { kind: 'total', label: 'Tổng công việc', value: (s) => s.totalTasks },
  { kind: 'inProgress', label: 'Đang thực hiện', color: 'blue.7', value: (s) => s.inProgressTasks },
  { kind: 'overdue', label: 'Quá hạn', color: 'red.7', value: (s) => s.overdueTasks },
  { kind: 'completed', label: 'Hoàn thành', color: 'green.7', value: (s) => s.completedTasks },
];

/**
 * The four clickable KPI cards (spec 002 §2.3) — each filters the board — and the progress bar
 * (completed over total, rounded). The completed card also shows the archived count with its tooltip.
 */
export function BoardKpis({
  stats,
  active,
  onPick,
}: {
  stats: BoardStatistics | undefined;
  active: KpiKind | null;
  onPick: (kind: KpiKind) => void;
}) {
  const progress = stats ? progressPercent(stats.completedTasks, stats.totalTasks) : 0;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {KPIS.map((k) => (
          <UnstyledButton
            key={k.kind}
            className={classes.kpi}
            onClick={() => onPick(k.kind)}
            aria-pressed={active === k.kind}
            data-active={active === k.kind || undefined}
          >
            <Card withBorder radius="md" padding="sm" h="100%">
              <Text size="sm" c="dimmed">
                {k.label}
              </Text>
              <Text fz={26} fw={700} c={k.color}>
                {stats ? k.value(stats) : '–'}
              </Text>
              {k.kind === 'completed' && (
                <Tooltip label={ARCHIVED_TOOLTIP} withArrow multiline maw={240}>
                  <Group gap={4} c="dimmed" w="fit-content">
                    <Text size="xs">Lưu trữ: {stats?.archivedTasks ?? 0}</Text>
                    <IconInfoCircle size={14} aria-label={ARCHIVED_TOOLTIP} />
                  </Group>
                </Tooltip>
              )}
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Tiến độ: {progress}%
        </Text>
        <Progress
          value={progress}
          color="green"
          size="lg"
          radius="xl"
          style={{ flex: 1 }}
          aria-label={`Tiến độ ${progress}%`}
        />
      </Group>
    </>
  );
}
