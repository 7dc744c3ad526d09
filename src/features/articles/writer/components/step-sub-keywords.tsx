import { ActionIcon, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import { notifyError, notifySuccess } from '@/ui/notify';
import { updateArticle, useArticleSave } from '../api/write-article';
import { csvToList, listToCsv } from '../model/wizard';
import { GenerateButton, NoProviderNote, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

/** Step 2 "SubKeywords": choose among the generated ones, add your own; saving starts the outline. */
export function StepSubKeywords({ flow }: { flow: WizardFlow }) {
  const { article, aiAvailable, generating } = flow;
  const initial = csvToList(article.subKeywords);
  const [options, setOptions] = useState<string[]>(initial);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [draft, setDraft] = useState('');
  const save = useArticleSave(async () => updateArticle(article.id, { subKeywords: listToCsv(chosen) }));

  const add = () => {
    const added = csvToList(draft).filter((k) => !options.includes(k));
    if (added.length) {
      setOptions([...options, ...added]);
      setChosen([...chosen, ...added]);
    }
    setDraft('');
  };

  const next = async () => {
    try {
      await save.mutateAsync();
      notifySuccess(M.subKeywordsSaved);
    } catch (error) {
      return notifyError(error, M.subKeywordsFailed);
    }
    if (aiAvailable) await flow.generate('outline');
    else flow.go(3);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Chọn các từ khóa phụ sẽ dùng cho bài viết, hoặc thêm từ khóa của bạn.
      </Text>
      {options.length ? (
        <Chip.Group multiple value={chosen} onChange={setChosen}>
          <Group gap="xs" role="group" aria-label="Từ khóa phụ">
            {options.map((k) => (
              <Chip key={k} value={k} variant="outline">
                {k}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : (
        <Text size="sm" c="dimmed">
          Chưa có từ khóa phụ.
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Thêm từ khóa phụ"
          placeholder="Nhập rồi bấm +, nhiều từ khóa cách nhau bởi dấu phẩy"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <ActionIcon size="lg" variant="light" aria-label="Thêm từ khóa phụ" onClick={add} disabled={!draft.trim()}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {!aiAvailable && <NoProviderNote />}
      <StepActions
        back={
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => flow.go(1)}>
            Quay lại
          </Button>
        }
      >
        <GenerateButton
          aiAvailable={aiAvailable}
          onClick={() => void flow.generate('sub-keywords')}
          loading={generating}
        >
          Sinh lại từ khóa phụ
        </GenerateButton>
        <Button onClick={() => void next()} loading={save.isPending || generating}>
          {aiAvailable ? 'Lưu & sinh outline' : 'Lưu & tiếp tục'}
        </Button>
      </StepActions>
    </Stack>
  );
}
