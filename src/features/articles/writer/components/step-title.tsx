import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import { notifyError } from '@/ui/notify';
import { saveArticlePart, useArticleSave } from '../api/write-article';
import { followSlug } from '../model/wizard';
import { GenerateButton, NoProviderNote, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

const TITLE_HINT = 70;
const DESCRIPTION_HINT = 160;

/** Step 4 "Title/Desc": both required; the slug follows the title (§4); saving starts semantic keywords. */
export function StepTitle({ flow }: { flow: WizardFlow }) {
  const { article, aiAvailable, generating } = flow;
  const [title, setTitle] = useState(article.title ?? '');
  const [description, setDescription] = useState(article.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const loadedSlug = !!article.slug;
  const save = useArticleSave(async () =>
    saveArticlePart(article.id, {
      part: 'title-description',
      body: { title: title.trim(), description: description.trim() },
    }),
  );

  const changeTitle = (next: string) => {
    flow.setSlug(followSlug({ previousTitle: title, title: next, slug: flow.slug, loadedSlug }));
    setTitle(next);
  };

  const next = async () => {
    if (!title.trim() || !description.trim()) {
      setProblem(M.titleDescriptionRequired);
      return notifyError(new Error(M.titleDescriptionRequired), M.titleDescriptionRequired);
    }
    setProblem(null);
    try {
      await save.mutateAsync();
    } catch (error) {
      return notifyError(error, M.semanticFailed);
    }
    if (aiAvailable) await flow.generate('semantic-keywords');
    else flow.go(5);
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Tiêu đề"
        required
        value={title}
        onChange={(e) => changeTitle(e.currentTarget.value)}
        description={`${title.length}/${TITLE_HINT} ký tự nên dùng`}
        error={problem && !title.trim() ? problem : undefined}
        maxLength={255}
      />
      <Textarea
        label="Mô tả (meta description)"
        required
        autosize
        minRows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        description={`${description.length}/${DESCRIPTION_HINT} ký tự nên dùng`}
        error={problem && !description.trim() ? problem : undefined}
        maxLength={1000}
      />
      <TextInput
        label="Slug"
        description={loadedSlug ? undefined : 'Tự tạo từ tiêu đề (bỏ dấu) khi để trống'}
        value={flow.slug}
        onChange={(e) => flow.setSlug(e.currentTarget.value)}
        maxLength={190}
      />
      {!aiAvailable && <NoProviderNote />}
      <StepActions
        back={
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => flow.go(3)}>
            Quay lại
          </Button>
        }
      >
        <GenerateButton
          aiAvailable={aiAvailable}
          onClick={() => void flow.generate('title-description')}
          loading={generating}
        >
          Sinh lại tiêu đề & mô tả
        </GenerateButton>
        <Button onClick={() => void next()} loading={save.isPending || generating}>
          {aiAvailable ? 'Lưu & sinh semantic keywords' : 'Lưu & tiếp tục'}
        </Button>
      </StepActions>
    </Stack>
  );
}
