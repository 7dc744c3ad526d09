import { Button, Radio, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { ARTICLE_MESSAGES as M } from '@/contracts/articles-vocabulary';
import { notifyError } from '@/ui/notify';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { siteLabel } from '../../websites/model/site-label';
import { saveArticlePart, useArticleSave } from '../api/write-article';
import { csvToList, listToCsv } from '../model/wizard';
import { GenerateButton, NoProviderNote, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

const OTHER = '__other__';

/**
 * Step 5 "Semantic & Link": the semantic keywords and the one internal-link base URL (a connected
 * website, or another address); saving both starts the content (§4, §5 "Chọn 1 Internal Link").
 */
export function StepSemantic({ flow }: { flow: WizardFlow }) {
  const { article, aiAvailable, generating } = flow;
  const sites = useWpSiteOptions();
  // One choice per address: connected sites that share a base URL are one internal-link target
  // (two radios with one value would fight over the selection).
  const targets = new Map<string, string[]>();
  for (const s of sites.data ?? []) targets.set(s.baseUrl, [...(targets.get(s.baseUrl) ?? []), s.name]);
  const siteUrls = [...targets.keys()];
  const saved = article.internalLinks ?? '';
  const [keywords, setKeywords] = useState<string[]>(csvToList(article.semanticKeywords));
  const [choice, setChoice] = useState<string>(saved ? saved : '');
  const [other, setOther] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  // A saved link that is none of the sites shows as "another address".
  const selected = choice && choice !== OTHER && sites.data && !siteUrls.includes(choice) ? OTHER : choice;
  const link = selected === OTHER ? other.trim() : selected;

  const save = useArticleSave(async () => {
    await saveArticlePart(article.id, { part: 'semantic-keywords', body: { semanticKeywords: listToCsv(keywords) } });
    return saveArticlePart(article.id, { part: 'internal-links', body: { internalLinks: link } });
  });

  const next = async () => {
    if (!link) {
      setProblem(M.internalLinkRequired);
      return notifyError(new Error(M.internalLinkRequired), M.internalLinkRequired);
    }
    setProblem(null);
    try {
      await save.mutateAsync();
    } catch (error) {
      return notifyError(error, M.contentFailed);
    }
    if (aiAvailable) await flow.generate('content');
    else flow.go(6);
  };

  return (
    <Stack gap="md">
      <TagsInput
        label="Semantic keywords"
        description="Bấm Enter hoặc dấu phẩy để thêm một từ khóa."
        value={keywords}
        onChange={setKeywords}
        clearable
        splitChars={[',']}
      />
      <Radio.Group
        label="Internal Link"
        description="Chọn 1 địa chỉ gốc để AI chèn liên kết nội bộ."
        value={selected}
        onChange={(v) => {
          setChoice(v);
          setProblem(null);
        }}
        error={problem}
        required
      >
        <Stack gap="xs" mt="xs">
          {[...targets].map(([baseUrl, names]) => (
            <Radio key={baseUrl} value={baseUrl} label={siteLabel({ name: names.join(', '), baseUrl })} />
          ))}
          {sites.isError && (
            <Text size="sm" c="red">
              Lỗi khi tải danh sách website.
            </Text>
          )}
          <Radio value={OTHER} label="Địa chỉ khác" />
          {selected === OTHER && (
            <TextInput
              aria-label="Địa chỉ internal link"
              placeholder="https://example.com"
              value={other}
              onChange={(e) => setOther(e.currentTarget.value)}
              maxLength={2000}
            />
          )}
        </Stack>
      </Radio.Group>
      {!aiAvailable && <NoProviderNote />}
      <StepActions
        back={
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => flow.go(4)}>
            Quay lại
          </Button>
        }
      >
        <GenerateButton
          aiAvailable={aiAvailable}
          onClick={() => void flow.generate('semantic-keywords')}
          loading={generating}
        >
          Sinh lại semantic keywords
        </GenerateButton>
        <Button onClick={() => void next()} loading={save.isPending || generating}>
          {aiAvailable ? 'Lưu & sinh nội dung' : 'Lưu & tiếp tục'}
        </Button>
      </StepActions>
    </Stack>
  );
}
