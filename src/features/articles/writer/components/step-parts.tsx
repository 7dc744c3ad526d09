/** Pieces every wizard step uses: the action row, the no-model note, the text arriving from the model. */
import { Alert, Button, type ButtonProps, Card, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import type { GenerationView } from '../api/generation';

export const GENERATION_LABELS = {
  'sub-keywords': 'từ khóa phụ',
  outline: 'dàn ý (outline)',
  'title-description': 'tiêu đề & mô tả',
  'semantic-keywords': 'semantic keywords',
  content: 'nội dung bài viết',
} as const;

export function StepActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="sm">{back}</Group>
      <Group gap="sm" justify="flex-end">
        {children}
      </Group>
    </Group>
  );
}

/** Shown on a step whose generate button cannot work: no model is configured (issue 15: say so plainly). */
export function NoProviderNote() {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
      {M.noProvider}
    </Alert>
  );
}

/** A generate button: disabled with the reason when no model is configured. */
export function GenerateButton({
  aiAvailable,
  children,
  ...props
}: ButtonProps & { aiAvailable: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="light"
      leftSection={<IconSparkles size={18} aria-hidden />}
      disabled={!aiAvailable || props.disabled}
      title={aiAvailable ? undefined : M.noProvider}
      {...props}
    >
      {children}
    </Button>
  );
}

/** The job's state and the model's text as it arrives (the progress stream). */
export function GenerationPanel({ view }: { view: GenerationView }) {
  const waiting = view.state === 'QUEUED';
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-blue-light)" role="status" aria-live="polite">
      <Stack gap="xs">
        <Group gap="sm">
          <Loader size="sm" />
          <Text fw={600} size="sm">
            {waiting
              ? `Đang chờ AI tạo ${GENERATION_LABELS[view.kind]}…`
              : `AI đang tạo ${GENERATION_LABELS[view.kind]}…`}
          </Text>
        </Group>
        {view.partial && (
          <ScrollArea.Autosize mah={200} type="auto">
            <Text
              size="sm"
              ff="monospace"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              data-testid="ai-partial"
            >
              {view.partial}
            </Text>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
