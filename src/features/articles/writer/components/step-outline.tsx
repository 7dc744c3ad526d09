import { Button, Stack, Textarea } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import { notifyError } from '@/ui/notify';
import { saveArticlePart, useArticleSave } from '../api/write-article';
import { GenerateButton, NoProviderNote, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

/** Step 3 "Outline": read and edit the outline; then title and description are generated (§4). */
export function StepOutline({ flow }: { flow: WizardFlow }) {
  const { article, aiAvailable, generating } = flow;
  const [outline, setOutline] = useState(article.outline ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useArticleSave(async () => saveArticlePart(article.id, { part: 'outline', body: { outline } }));

  const next = async () => {
    if (!outline.trim()) {
      setProblem(M.outlineRequired);
      return notifyError(new Error(M.outlineRequired), M.outlineRequired);
    }
    setProblem(null);
    try {
      if (outline !== (article.outline ?? '') || article.step === 'SUB_KEYWORDS') await save.mutateAsync();
    } catch (error) {
      return notifyError(error, M.outlineFailed);
    }
    if (aiAvailable) await flow.generate('title-description');
    else flow.go(4);
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Dàn ý (outline)"
        description="Mỗi dòng một mục; dùng ## cho tiêu đề mục, ### cho mục con."
        autosize
        minRows={10}
        maxRows={24}
        value={outline}
        onChange={(e) => setOutline(e.currentTarget.value)}
        error={problem}
      />
      {!aiAvailable && <NoProviderNote />}
      <StepActions
        back={
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => flow.go(2)}>
            Quay lại
          </Button>
        }
      >
        <GenerateButton aiAvailable={aiAvailable} onClick={() => void flow.generate('outline')} loading={generating}>
          Sinh lại outline
        </GenerateButton>
        <Button onClick={() => void next()} loading={save.isPending || generating}>
          {aiAvailable ? 'Sinh tiêu đề & mô tả' : 'Lưu & tiếp tục'}
        </Button>
      </StepActions>
    </Stack>
  );
}
