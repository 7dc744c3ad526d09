import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPhoto, IconPlugConnected, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Article } from '@/contracts/articles';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES as M, type PushStatus } from '@/contracts/articles-vocabulary';
import { WP_SITE_MESSAGES } from '@/contracts/wp-sites';
import { AuthImage } from '@/ui/auth-file';
import { usePickImage } from '@/ui/image-picker';
import { notifyError, notifySuccess } from '@/ui/notify';
import { LoadingState } from '@/ui/query-state';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { useArticle } from '../../shared/api/article';
import { useWpCategories } from '../../websites/api/wp-categories';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { siteOptions } from '../../websites/model/site-label';
import { preflight, useCtaOptions } from '../api/lookups';
import { pushArticle, saveArticlePart, useArticleSave } from '../api/write-article';
import { csvToList, listToCsv, preflightText, pushProblem } from '../model/wizard';
import { GenerateButton, StepActions } from './step-parts';
import type { WizardFlow } from './writer-page';

/**
 * Step 6 "Finalize & Publish" (§2, §4): entering it reloads the article; the content, slug, focus
 * keywords and featured image are saved by Finalize; "Đăng bài" checks site + categories, CTA and
 * image (§5), finalizes what changed and pushes the post through our server.
 */
export function StepFinalize({ flow }: { flow: WizardFlow }) {
  const reloaded = useArticle(flow.article.id);
  const [fresh, setFresh] = useState(false);
  const { refetch } = reloaded;
  useEffect(() => {
    void refetch().finally(() => setFresh(true));
  }, [refetch]);
  if (!fresh || !reloaded.data) return <LoadingState />;
  return <FinalizeForm flow={flow} article={reloaded.data} />;
}

function FinalizeForm({ flow, article }: { flow: WizardFlow; article: Article }) {
  const { aiAvailable, generating } = flow;
  const pickImage = usePickImage();
  const sites = useWpSiteOptions();
  const ctas = useCtaOptions();
  const [content, setContent] = useState(article.content ?? '');
  const [slug, setSlug] = useState(article.slug || flow.slug);
  const [focus, setFocus] = useState<string[]>(csvToList(article.focusKeywords ?? article.mainKeyword));
  const [featured, setFeatured] = useState(article.featuredImage ?? '');
  const [siteId, setSiteId] = useState<number | null>(article.selectedSiteId);
  const [categoryIds, setCategoryIds] = useState<string[]>(csvToList(article.selectedCategoryIds));
  const [ctaId, setCtaId] = useState<number | null>(article.ctaId);
  const [status, setStatus] = useState<PushStatus>('publish');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const categories = useWpCategories(siteId);

  const dirty =
    content !== (article.content ?? '') ||
    slug !== (article.slug ?? '') ||
    listToCsv(focus) !== (article.focusKeywords ?? '') ||
    featured !== (article.featuredImage ?? '');

  const finalize = useArticleSave(async () => {
    await saveArticlePart(article.id, { part: 'content', body: { content, slug: slug.trim() || undefined } });
    return saveArticlePart(article.id, {
      part: 'finalize',
      body: {
        content,
        featuredImage: featured || undefined,
        focusKeywords: listToCsv(focus) || undefined,
        status: 'FINALIZED',
      },
    });
  });
  const push = useArticleSave(async () => {
    if (dirty || article.step !== 'FINALIZED') await finalize.mutateAsync();
    const pushed = await pushArticle(article.id, {
      wpSiteId: siteId as number,
      categories: categoryIds.map(Number),
      status,
      ctaId: ctaId as number,
      featuredImage: featured,
      focusKeywords: listToCsv(focus) || undefined,
    });
    // The post is there, but its SEO title, description and keyword could not be written: say so.
    if (!pushed.seoMetaSaved)
      notifications.show({ color: 'yellow', message: WP_SITE_MESSAGES.seoMetaUnavailable, autoClose: 8000 });
    return pushed.article;
  });

  const contentProblem = () => {
    const text = content.replace(/<[^>]*>/g, '').trim();
    return text || /<img\b/i.test(content) ? null : M.contentRequired;
  };

  const onFinalize = async () => {
    const p = contentProblem();
    setProblem(p);
    if (p) return notifyError(new Error(p), p);
    try {
      await finalize.mutateAsync();
      notifySuccess(M.finalized);
    } catch (error) {
      notifyError(error, M.finalizeFailed);
    }
  };

  const onPush = async () => {
    const p =
      contentProblem() ?? pushProblem({ siteId, categoryIds: categoryIds.map(Number), ctaId, featuredImage: featured });
    setProblem(p);
    if (p) return notifyError(new Error(p), p);
    try {
      await push.mutateAsync();
      notifySuccess(M.pushed);
    } catch (error) {
      notifyError(error, M.pushFailed);
    }
  };

  const onPreflight = async () => {
    if (!siteId) return notifyError(new Error(M.siteRequired), M.siteRequired);
    setChecking(true);
    try {
      const result = await preflight(siteId);
      const ok = result.users_me.ok && result.types_post.ok;
      notifications.show({
        color: ok ? 'green' : 'red',
        title: ok ? 'Kết nối website tốt' : M.preflightFailed,
        message: preflightText(result),
        autoClose: 6000,
      });
    } catch (error) {
      notifyError(error, M.preflightFailed);
    } finally {
      setChecking(false);
    }
  };

  const choose = async () => {
    const picked = await pickImage?.({ imagesOnly: true });
    if (picked) setFeatured(picked.url);
  };

  const sitesData = (sites.data ?? []).filter((s) => s.active || s.id === siteId);
  const busy = finalize.isPending || push.isPending || generating;
  return (
    <Stack gap="md">
      <RichTextEditor
        label="Nội dung bài viết"
        required
        value={content}
        onChange={setContent}
        height={ARTICLE_LIMITS.editorHeight}
        error={problem === M.contentRequired && !content.trim() ? problem : undefined}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Slug" value={slug} onChange={(e) => setSlug(e.currentTarget.value)} maxLength={190} />
        <TagsInput
          label="Từ khóa trọng tâm (focus keywords)"
          value={focus}
          onChange={setFocus}
          splitChars={[',']}
          clearable
        />
      </SimpleGrid>

      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Ảnh đại diện{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <Group gap="sm" align="flex-start">
          {featured ? (
            <div style={{ position: 'relative', width: 200 }}>
              <AuthImage src={featured} alt="Ảnh đại diện" h={120} w={200} fit="cover" radius="md" />
              <CloseButton
                aria-label="Bỏ ảnh đại diện"
                size="sm"
                variant="filled"
                style={{ position: 'absolute', top: 4, right: 4 }}
                onClick={() => setFeatured('')}
              />
            </div>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPhoto size={18} aria-hidden />}
            onClick={() => void choose()}
            disabled={!pickImage}
          >
            {featured ? 'Đổi ảnh' : 'Chọn ảnh từ thư viện'}
          </Button>
        </Group>
        {problem === M.featuredImageRequired && !featured && (
          <Text size="xs" c="red">
            {problem}
          </Text>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label="Website"
          placeholder="Chọn website"
          data={siteOptions(sitesData)}
          value={siteId ? String(siteId) : null}
          onChange={(v) => {
            setSiteId(v ? Number(v) : null);
            setCategoryIds([]);
          }}
          error={
            sites.isError
              ? 'Lỗi khi tải danh sách website.'
              : problem === M.siteAndCategoryRequired && !siteId
                ? problem
                : undefined
          }
          searchable
          required
        />
        <Select
          label="CTA"
          placeholder="Chọn CTA"
          data={(ctas.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={ctaId ? String(ctaId) : null}
          onChange={(v) => setCtaId(v ? Number(v) : null)}
          error={
            ctas.isError ? 'Lỗi khi tải danh sách CTA.' : problem === M.ctaRequired && !ctaId ? problem : undefined
          }
          searchable
          required
        />
      </SimpleGrid>

      {siteId !== null && (
        <Checkbox.Group
          label="Danh mục"
          value={categoryIds}
          onChange={setCategoryIds}
          required
          error={problem === M.siteAndCategoryRequired && siteId && !categoryIds.length ? problem : undefined}
        >
          {categories.isError ? (
            <Alert color="red" variant="light" mt="xs">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{M.categoriesFailed}</Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => void categories.refetch()}
                >
                  Thử lại
                </Button>
              </Group>
            </Alert>
          ) : categories.isPending ? (
            <Text size="sm" c="dimmed" mt="xs">
              Đang tải danh mục…
            </Text>
          ) : (
            <Group gap="md" mt="xs">
              {(categories.data ?? []).map((c) => (
                <Checkbox key={c.id} value={String(c.id)} label={c.name} />
              ))}
              {categories.data?.length === 0 && (
                <Text size="sm" c="dimmed">
                  Website chưa có danh mục.
                </Text>
              )}
            </Group>
          )}
        </Checkbox.Group>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Trạng thái đăng
        </Text>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as PushStatus)}
          data={[
            { value: 'publish', label: 'Xuất bản (publish)' },
            { value: 'draft', label: 'Bản nháp (draft)' },
          ]}
          w="fit-content"
        />
      </Stack>

      <StepActions
        back={
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => flow.go(5)}>
            Quay lại bước 5
          </Button>
        }
      >
        <GenerateButton aiAvailable={aiAvailable} onClick={() => void flow.generate('content')} loading={generating}>
          Sinh lại nội dung
        </GenerateButton>
        <Button
          variant="default"
          leftSection={<IconPlugConnected size={18} aria-hidden />}
          onClick={() => void onPreflight()}
          loading={checking}
        >
          Kiểm tra kết nối
        </Button>
        <Button
          variant="light"
          onClick={() => void onFinalize()}
          loading={finalize.isPending && !push.isPending}
          disabled={busy}
        >
          Finalize
        </Button>
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={() => void onPush()}
          loading={push.isPending}
          disabled={busy && !push.isPending}
        >
          Đăng bài
        </Button>
      </StepActions>
    </Stack>
  );
}
