import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Image,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconPhoto, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES as M, seoScoreColor } from '@/contracts/articles-vocabulary';
import { WP_SITE_MESSAGES, type WpPost } from '@/contracts/wp-sites';
import { AuthImage } from '@/ui/auth-file';
import { usePickImage } from '@/ui/image-picker';
import { failureText, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { useWpCategories } from '../../websites/api/wp-categories';
import { useUpdateWpPost, useUploadWpMedia, useWpPost } from '../api/wp-post';
import { plainText } from '../model/blog-search';
import { type EditPostValues, editBody, editValid, editValuesOf, isUsableImageUrl } from '../model/edit-post';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Bản nháp (draft)' },
  { value: 'pending', label: 'Chờ duyệt (pending)' },
  { value: 'publish', label: 'Đăng ngay (publish)' },
];

/** The screen's fixed text, then the site's reason when it gave one. */
const withReason = (text: string, error: unknown) => {
  const reason = failureText(error, '');
  return reason && reason !== text ? `${text} ${reason}` : text;
};
const notifyFailure = (text: string, error: unknown) =>
  notifications.show({ color: 'red', message: withReason(text, error), autoClose: 6000 });

/** "Sửa bài viết trên website" (/edit-article/{id}/{wpSiteId}, §2): a site's post edited through our server. */
export function EditPostPage({ postId, siteId }: { postId: number; siteId: number }) {
  const post = useWpPost(siteId, postId);
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader title="Sửa bài viết trên website" crumb="Bài viết trên website" crumbTo="/blog-on-website-list" />
      {post.isError && (
        <ErrorState
          title={M.editArticleLoadFailed}
          error={post.error}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      )}
      {/* The form starts from what the site holds now, not from an earlier visit's copy. */}
      {post.data && post.isFetchedAfterMount ? (
        <EditPostForm key={`${siteId}-${postId}`} post={post.data} siteId={siteId} />
      ) : (
        !post.isError && <LoadingState />
      )}
    </Stack>
  );
}

function EditPostForm({ post, siteId }: { post: WpPost; siteId: number }) {
  const [values, setValues] = useState<EditPostValues>(() => editValuesOf(post));
  const [seoMetaMissing, setSeoMetaMissing] = useState(false);
  const update = useUpdateWpPost();
  const set =
    <K extends keyof EditPostValues>(key: K) =>
    (value: EditPostValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const valid = editValid(values);
  const score = post.meta.rank_math_seo_score;

  const save = () => {
    if (!valid) return;
    update.mutate(
      { siteId, postId: post.id, body: editBody(values) },
      {
        onSuccess: (result) => {
          notifySuccess(M.editSaved);
          setSeoMetaMissing(result.seoMetaVia === null);
          // The image is now the site's own: later saves keep it.
          setValues((v) => ({ ...v, featured: { kind: 'kept', previewUrl: result.post.featuredImageUrl } }));
        },
        onError: (error) => notifyFailure(M.editSaveFailed, error),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput
                label="Tiêu đề"
                withAsterisk
                value={values.title}
                onChange={(e) => set('title')(e.currentTarget.value)}
                error={values.title.trim() ? undefined : 'Nhập tiêu đề.'}
              />
              <TextInput
                label="Tiêu đề SEO"
                description="Để trống thì dùng tiêu đề bài viết."
                placeholder={values.title}
                value={values.seoTitle}
                onChange={(e) => set('seoTitle')(e.currentTarget.value)}
              />
              <Textarea
                label="Mô tả"
                description="Đoạn trích của bài và mô tả SEO."
                withAsterisk
                autosize
                minRows={2}
                maxRows={5}
                value={values.description}
                onChange={(e) => set('description')(e.currentTarget.value)}
                error={values.description.trim() ? undefined : 'Nhập mô tả.'}
              />
              <TextInput label="Slug" value={values.slug} onChange={(e) => set('slug')(e.currentTarget.value)} />
              <RichTextEditor
                label="Nội dung"
                value={values.content}
                onChange={set('content')}
                height={ARTICLE_LIMITS.editorHeight}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Card withBorder radius="md" p="md">
              <Stack gap="sm">
                <Select
                  label="Trạng thái"
                  withAsterisk
                  data={STATUS_OPTIONS}
                  value={values.status || null}
                  onChange={(v) => set('status')((v ?? '') as EditPostValues['status'])}
                  error={values.status ? undefined : 'Chọn trạng thái.'}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput
                  label="Từ khóa SEO"
                  description="Nhiều từ khóa cách nhau bằng dấu phẩy; từ đầu tiên là từ khóa chính."
                  value={values.focusKeywords}
                  onChange={(e) => set('focusKeywords')(e.currentTarget.value)}
                />
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    Điểm SEO:
                  </Text>
                  {score === undefined ? (
                    <Badge color="gray" variant="outline">
                      Chưa có
                    </Badge>
                  ) : (
                    <Badge color={seoScoreColor(score)} variant="filled">
                      {score}/100
                    </Badge>
                  )}
                </Group>
                {seoMetaMissing && (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
                    {WP_SITE_MESSAGES.seoMetaUnavailable}
                  </Alert>
                )}
                {!valid && (
                  <Text size="sm" c="red" role="status">
                    {M.editRequired}
                  </Text>
                )}
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  disabled={!valid}
                  loading={update.isPending}
                >
                  Hoàn tất và lưu bài viết
                </Button>
              </Stack>
            </Card>
            <FeaturedImageCard
              siteId={siteId}
              value={values.featured}
              onChange={set('featured')}
              disabled={update.isPending}
            />
            <CategoriesCard siteId={siteId} value={values.categoryIds} onChange={set('categoryIds')} />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function FeaturedImageCard({
  siteId,
  value,
  onChange,
  disabled,
}: {
  siteId: number;
  value: EditPostValues['featured'];
  onChange: (v: EditPostValues['featured']) => void;
  disabled: boolean;
}) {
  const pick = usePickImage();
  const upload = useUploadWpMedia();

  const fromLibrary = async () => {
    if (!pick) return;
    const file = await pick({ imagesOnly: true });
    if (!file) return;
    if (!isUsableImageUrl(file.url)) {
      notifications.show({ color: 'red', message: M.badImageUrl, autoClose: 3000 });
      return;
    }
    onChange({ kind: 'library', url: file.url });
    notifySuccess(M.featuredChosen);
  };

  const toSite = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { siteId, file },
      {
        onSuccess: (media) => {
          onChange({ kind: 'site', id: media.id, previewUrl: media.source_url });
          notifySuccess(M.wpUploaded);
        },
        onError: (error) => notifyFailure(M.wpUploadFailed, error),
      },
    );
  };

  const preview = value.kind === 'library' ? value.url : value.previewUrl;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Ảnh đại diện
        </Text>
        {preview ? (
          value.kind === 'library' ? (
            <AuthImage src={preview} alt="Ảnh đại diện đã chọn" h={180} fit="contain" radius="sm" />
          ) : (
            <Image src={preview} alt="Ảnh đại diện" h={180} fit="contain" radius="sm" />
          )
        ) : (
          <Stack h={120} bg="gray.1" align="center" justify="center" c="dimmed" style={{ borderRadius: 8 }}>
            <IconPhoto size={28} aria-hidden />
            <Text size="xs">Chưa có ảnh đại diện</Text>
          </Stack>
        )}
        {value.kind === 'library' && (
          <Text size="xs" c="dimmed">
            Ảnh từ thư viện sẽ được tải lên website khi lưu bài.
          </Text>
        )}
        <Stack gap="xs">
          {pick && (
            <Button
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => void fromLibrary()}
              disabled={disabled}
            >
              Chọn từ thư viện
            </Button>
          )}
          <FileButton onChange={toSite} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
                disabled={disabled}
              >
                Tải lên website
              </Button>
            )}
          </FileButton>
        </Stack>
      </Stack>
    </Card>
  );
}

function CategoriesCard({
  siteId,
  value,
  onChange,
}: {
  siteId: number;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const categories = useWpCategories(siteId);
  return (
    <Card withBorder radius="md" p="md">
      <Checkbox.Group label="Danh mục" value={value} onChange={onChange}>
        {categories.isPending && <LoadingState minHeight={60} label="Đang tải danh mục..." />}
        {categories.isError && (
          <Alert color="red" variant="light" mt="xs" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{withReason(M.categoriesFailed, categories.error)}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => void categories.refetch()}
                loading={categories.isFetching}
              >
                Thử lại
              </Button>
            </Stack>
          </Alert>
        )}
        {categories.data && (
          <Stack gap={6} mt="xs" mah={280} style={{ overflowY: 'auto' }}>
            {categories.data.length === 0 && (
              <Text size="sm" c="dimmed">
                Website chưa có danh mục.
              </Text>
            )}
            {categories.data.map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={plainText(c.name)} />
            ))}
          </Stack>
        )}
      </Checkbox.Group>
    </Card>
  );
}
