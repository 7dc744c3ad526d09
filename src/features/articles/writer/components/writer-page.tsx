import { Anchor, Button, Card, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Article } from '@/contracts/articles';
import {
  ARTICLE_STEP_LABELS,
  ARTICLE_STEP_PERCENT,
  type GenerationKind,
  ARTICLE_MESSAGES as M,
  slugify,
  WIZARD_DONE_LABEL,
  WIZARD_STEP_OF,
  WIZARD_STEPS,
  wizardStepFor,
} from '@/contracts/articles-vocabulary';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useArticle } from '../../shared/api/article';
import { useAiConfigured } from '../api/ai-status';
import { useGeneration } from '../api/generation';
import { blockEnter, GENERATION_TEXTS, stepAfter } from '../model/wizard';
import { StepBasics } from './step-basics';
import { StepFinalize } from './step-finalize';
import { StepOutline } from './step-outline';
import { GenerationPanel } from './step-parts';
import { StepSemantic } from './step-semantic';
import { StepSubKeywords } from './step-sub-keywords';
import { StepTitle } from './step-title';

/** What every step receives from the wizard. */
export interface WizardFlow {
  article: Article;
  /** A model is configured (or not known to be missing). */
  aiAvailable: boolean;
  /** A generation is running: saves and generate buttons wait. */
  generating: boolean;
  go: (step: number) => void;
  /** Starts `kind`, waits for it, says so, and opens the step that edits its result. */
  generate: (kind: GenerationKind) => Promise<void>;
  /** The slug chosen so far (step 4 derives it from the title; step 6 saves it). */
  slug: string;
  setSlug: (slug: string) => void;
}

function WizardHeader({ current, article }: { current: number; article?: Article }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const done = article?.step === 'PUSHED';
  const reached = article ? WIZARD_STEP_OF[article.step] : 1;
  const percent = article ? ARTICLE_STEP_PERCENT[article.step] : 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {done ? WIZARD_DONE_LABEL : `Bước ${current}/6: ${WIZARD_STEPS[current - 1]}`}
          </Text>
          <Text size="sm" c="dimmed">
            {article ? `${ARTICLE_STEP_LABELS[article.step]} · ${percent}%` : 'Bài mới'}
          </Text>
        </Group>
        <Progress value={percent} size="md" radius="xl" aria-label={`Tiến độ bài viết ${percent}%`} />
        {/* On a phone the six labels do not fit: the line above names the step. */}
        {!narrow && (
          <Stepper
            active={done ? WIZARD_STEPS.length : current - 1}
            size="sm"
            allowNextStepsSelect={false}
            onStepClick={(index) => {
              if (article && index + 1 <= reached && !done)
                void navigate({ to: '/ai-writer/$id', params: { id: article.id }, search: { step: index + 1 } });
            }}
          >
            {WIZARD_STEPS.map((label, i) => (
              <Stepper.Step
                key={label}
                label={label}
                aria-label={`Bước ${i + 1}: ${label}`}
                allowStepSelect={!!article && !done && i + 1 <= reached}
              />
            ))}
            <Stepper.Completed>{null}</Stepper.Completed>
          </Stepper>
        )}
      </Stack>
    </Card>
  );
}

function Finished({ article }: { article: Article }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <IconCircleCheck size={32} color="var(--mantine-color-green-6)" aria-hidden />
          <Text fw={700} fz="xl">
            {WIZARD_DONE_LABEL}
          </Text>
        </Group>
        <Text size="sm">{article.title ?? article.mainKeyword}</Text>
        <Text size="sm" c="dimmed">
          {M.pushedLocked}
        </Text>
        {article.wpPostUrl && (
          <Anchor href={article.wpPostUrl} target="_blank" rel="noopener noreferrer">
            Xem bài trên website
          </Anchor>
        )}
        <Group gap="sm">
          <Button component={Link} to="/ai-writer" leftSection={<IconPlus size={18} aria-hidden />}>
            Viết bài mới
          </Button>
          <Button component={Link} to="/article-list" variant="default">
            Danh sách bài viết
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /ai-writer and /ai-writer/{id} (spec 001 §2): the six steps, each saving through its own call and
 * starting the next generation. A saved article opens on its state's step unless ?step (1–6) says
 * otherwise; a generation still running when the writer opens is followed until it ends.
 */
export function WriterPage({ id, step }: { id?: number; step?: number }) {
  const navigate = useNavigate();
  const article = useArticle(id);
  const configured = useAiConfigured();
  const generation = useGeneration(id);
  const aiAvailable = configured !== false && !generation.noProvider;
  const [slug, setSlug] = useState('');

  const go = useCallback(
    (next: number) => {
      if (id !== undefined) void navigate({ to: '/ai-writer/$id', params: { id }, search: { step: next } });
    },
    [id, navigate],
  );

  const { wait } = generation;
  const finish = useCallback(
    async (kind: GenerationKind, start: boolean, wasInit: boolean) => {
      try {
        await wait(kind, { start });
        notifySuccess(kind === 'sub-keywords' && wasInit ? M.created : GENERATION_TEXTS[kind].done);
        go(stepAfter(kind));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notifyError(error, GENERATION_TEXTS[kind].failed);
      }
    },
    [wait, go],
  );

  // A job queued or running when the writer opens (just created, or a reload mid-generation) is followed.
  const followed = useRef<string | null>(null);
  const job = article.data?.generation;
  useEffect(() => {
    if (!job || (job.state !== 'QUEUED' && job.state !== 'RUNNING') || generation.running) return;
    const key = `${id}:${job.kind}:${job.updatedAt}`;
    if (followed.current === key) return;
    followed.current = key;
    void finish(job.kind, false, article.data?.step === 'INIT');
  }, [job, id, generation.running, finish, article.data?.step]);

  const flow: WizardFlow | null = article.data
    ? {
        article: article.data,
        aiAvailable,
        generating: generation.running !== null,
        go,
        generate: (kind) => finish(kind, true, article.data?.step === 'INIT'),
        slug: slug || article.data.slug || (article.data.title ? slugify(article.data.title) : ''),
        setSlug,
      }
    : null;

  const current = article.data ? wizardStepFor(article.data.step, step) : 1;
  const description = article.data
    ? `#${article.data.id} · ${article.data.mainKeyword}`
    : 'Viết bài chuẩn SEO với AI qua 6 bước, rồi đăng lên website WordPress.';

  return (
    <Stack gap="md">
      <PageHeader title="Viết bài AI" crumb="Viết bài AI" description={description} />
      <WizardHeader current={current} article={article.data} />
      {generation.view && <GenerationPanel view={generation.view} />}
      {id === undefined ? (
        <WizardForm>
          <StepBasics aiAvailable={aiAvailable} onNoProvider={generation.markNoProvider} />
        </WizardForm>
      ) : article.isError && !article.data ? (
        <ErrorState error={article.error} title={M.editLoadFailed} onRetry={() => void article.refetch()} />
      ) : !flow ? (
        <LoadingState />
      ) : flow.article.step === 'PUSHED' ? (
        <Finished article={flow.article} />
      ) : (
        <WizardForm>
          {current === 1 && (
            <StepBasics flow={flow} aiAvailable={aiAvailable} onNoProvider={generation.markNoProvider} />
          )}
          {current === 2 && <StepSubKeywords key={`2-${flow.article.subKeywords}`} flow={flow} />}
          {current === 3 && <StepOutline key={`3-${flow.article.outline}`} flow={flow} />}
          {current === 4 && <StepTitle key={`4-${flow.article.title}-${flow.article.description}`} flow={flow} />}
          {current === 5 && <StepSemantic key={`5-${flow.article.semanticKeywords}`} flow={flow} />}
          {current === 6 && <StepFinalize flow={flow} />}
        </WizardForm>
      )}
    </Stack>
  );
}

/** The wizard's form: Enter never submits it (§2). */
function WizardForm({ children }: { children: React.ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={blockEnter}
      noValidate
    >
      {children}
    </Card>
  );
}
