import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  ARTICLE_LANGUAGES,
  ARTICLE_SCHEMAS,
  DEFAULT_ARTICLE_LANGUAGE,
  ARTICLE_MESSAGES as M,
} from '@/contracts/articles-vocabulary';
import { notifyError, notifySuccess } from '@/ui/notify';
import { articleKeys } from '../../shared/api/query-keys';
import { isNoProvider, startGeneration } from '../api/generation';
import { createArticle, updateArticle, useArticleSave } from '../api/write-article';
import { step1Problem } from '../model/wizard';
import { NoProviderNote, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

const languages = ARTICLE_LANGUAGES.map((l) => ({ value: l.value, label: l.label }));
const schemas = ARTICLE_SCHEMAS.map((s) => ({ value: s.value, label: s.label }));

/**
 * Step 1 "Cơ bản": main keyword, language (17, Vietnamese by default), schema/context (17 with
 * glosses). A new article is created (POST /api/articles) and its sub-keywords are started; a
 * saved one is updated (PUT /api/articles/{id}).
 */
export function StepBasics({
  flow,
  aiAvailable,
  onNoProvider,
}: {
  flow?: WizardFlow;
  aiAvailable: boolean;
  onNoProvider: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const article = flow?.article;
  const [mainKeyword, setMainKeyword] = useState(article?.mainKeyword ?? '');
  const [language, setLanguage] = useState<string | null>(article?.language ?? DEFAULT_ARTICLE_LANGUAGE);
  const [schemaType, setSchemaType] = useState<string | null>(article?.schemaType ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const values = { mainKeyword, language, schemaType };

  const create = useArticleSave(async () => {
    const created = await createArticle({
      mainKeyword: mainKeyword.trim(),
      language: language as string,
      schemaType: schemaType as string,
    });
    // With a model configured the server queues the sub-keywords in the creating transaction; an
    // older answer without it is started here.
    let opened = created;
    if (aiAvailable && created.generation === null) {
      try {
        opened = await startGeneration(created.id, 'sub-keywords');
      } catch (error) {
        if (isNoProvider(error)) onNoProvider();
        else notifyError(error, M.generationFailed);
      }
    }
    if (opened.generation === null) notifySuccess('Đã tạo bài viết. Hãy nhập từ khóa phụ ở bước 2.');
    return opened;
  });
  const update = useArticleSave(async () =>
    updateArticle((article as NonNullable<typeof article>).id, {
      mainKeyword: mainKeyword.trim(),
      language: language as string,
      schemaType: schemaType as string,
    }),
  );

  const submit = async () => {
    const p = step1Problem(values);
    setProblem(p);
    if (p) return notifyError(new Error(p), p);
    if (!article) {
      try {
        const created = await create.mutateAsync();
        queryClient.setQueryData(articleKeys.article(created.id), created);
        await navigate({ to: '/ai-writer/$id', params: { id: created.id }, search: { step: 2 } });
      } catch (error) {
        notifyError(error, M.createFailed);
      }
      return;
    }
    try {
      await update.mutateAsync();
      flow?.go(2);
    } catch (error) {
      notifyError(error, M.createFailed);
    }
  };

  const busy = create.isPending || update.isPending || !!flow?.generating;
  return (
    <Stack gap="md">
      <TextInput
        label="Từ khóa chính"
        placeholder="Ví dụ: vận chuyển hàng Bắc Nam"
        required
        value={mainKeyword}
        onChange={(e) => setMainKeyword(e.currentTarget.value)}
        error={problem && !mainKeyword.trim() ? problem : undefined}
        maxLength={255}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Ngôn ngữ"
          required
          data={languages}
          value={language}
          onChange={setLanguage}
          searchable
          allowDeselect={false}
          error={problem && !language ? problem : undefined}
        />
        <Select
          label="Schema / ngữ cảnh"
          placeholder="Chọn loại nội dung"
          required
          data={schemas}
          value={schemaType}
          onChange={setSchemaType}
          searchable
          error={problem && !schemaType ? problem : undefined}
        />
      </SimpleGrid>
      {!aiAvailable && <NoProviderNote />}
      <StepActions>
        <Button onClick={() => void submit()} loading={busy}>
          {article ? 'Lưu & tiếp tục' : aiAvailable ? 'Tạo bài & lấy SubKeywords' : 'Tạo bài viết'}
        </Button>
      </StepActions>
    </Stack>
  );
}
