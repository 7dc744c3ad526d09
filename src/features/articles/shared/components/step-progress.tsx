import { Badge, Progress, Stack } from '@mantine/core';
import {
  ARTICLE_STEP_COLORS,
  ARTICLE_STEP_LABELS,
  ARTICLE_STEP_PERCENT,
  type ArticleStep,
} from '@/contracts/articles-vocabulary';

/** The step as a coloured badge; with `bar`, the list's progress bar under it (§2, §4 percentages). */
export function StepBadge({ step }: { step: ArticleStep }) {
  return (
    <Badge color={ARTICLE_STEP_COLORS[step]} variant="light" tt="none" miw="fit-content">
      {ARTICLE_STEP_LABELS[step]}
    </Badge>
  );
}

export function StepProgress({ step }: { step: ArticleStep }) {
  const percent = ARTICLE_STEP_PERCENT[step];
  return (
    <Stack gap={4} miw={120}>
      <StepBadge step={step} />
      <Progress
        value={percent}
        color={ARTICLE_STEP_COLORS[step]}
        size="sm"
        aria-label={`Tiến độ ${percent}%`}
        title={`${percent}%`}
      />
    </Stack>
  );
}
