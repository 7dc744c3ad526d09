import { FileInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto, IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FANPAGE_POST_MESSAGES as PM } from '@/contracts/fanpages-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { notifySuccess } from '@/ui/notify';
import { MediaUploadError, type NewFanpagePost, type useFanpagePostMutations } from '../api/fanpage-posts';

type Mutations = ReturnType<typeof useFanpagePostMutations>;
const EMPTY: NewFanpagePost = { message: '', link: '', photos: [], video: null };
const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : '');

/** Create a post (§2 Fanpage posts): text, a link, photos uploaded from the device, or one video. */
export function PostFormModal({
  opened,
  onClose,
  create,
}: {
  opened: boolean;
  onClose: () => void;
  create: Mutations['create'];
}) {
  const [post, setPost] = useState<NewFanpagePost>(EMPTY);
  const [kind, setKind] = useState<'photo' | 'video'>('photo');
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setPost(EMPTY);
      setKind('photo');
      setFormError(null);
    }
  }, [opened]);

  const submit = () => {
    const message = post.message.trim();
    const link = post.link.trim();
    if (link && !/^https?:\/\/\S+$/i.test(link)) return setFormError('Đường dẫn phải là địa chỉ http(s).');
    if (!message && !link && !post.photos.length && !post.video) return setFormError(PM.empty);
    setFormError(null);
    create.mutate(
      { message, link, photos: kind === 'photo' ? post.photos : [], video: kind === 'video' ? post.video : null },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? PM.created);
          onClose();
        },
        onError: (e) => {
          const base = e instanceof MediaUploadError ? PM.uploadFailed : PM.saveFailed;
          const why = reason(e);
          setFormError(why && !why.startsWith(base) ? `${base} ${why}` : why || base);
        },
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Tạo bài viết"
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={create.isPending}
      submitLabel={create.isPending ? 'Đang đăng...' : 'Đăng bài'}
    >
      <Textarea
        label="Nội dung"
        autosize
        minRows={4}
        maxRows={12}
        value={post.message}
        onChange={(e) => setPost({ ...post, message: e.currentTarget.value })}
      />
      <TextInput
        label="Đường dẫn (tùy chọn)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={post.link}
        onChange={(e) => setPost({ ...post, link: e.currentTarget.value })}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Media
        </Text>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'photo' | 'video')}
          data={[
            { value: 'photo', label: 'Ảnh' },
            { value: 'video', label: 'Video' },
          ]}
        />
        {kind === 'photo' ? (
          <FileInput
            label="Ảnh"
            description="JPEG, PNG hoặc WebP; tối đa 10 MB mỗi ảnh."
            multiple
            clearable
            accept="image/jpeg,image/png,image/webp"
            placeholder="Chọn ảnh…"
            leftSection={<IconPhoto size={16} aria-hidden />}
            value={post.photos}
            onChange={(files) => setPost({ ...post, photos: files })}
          />
        ) : (
          <FileInput
            label="Video"
            description="MP4, WebM hoặc MOV."
            clearable
            accept="video/mp4,video/webm,video/quicktime"
            placeholder="Chọn video…"
            leftSection={<IconVideo size={16} aria-hidden />}
            value={post.video}
            onChange={(file) => setPost({ ...post, video: file })}
          />
        )}
      </Stack>
    </FormModal>
  );
}

/** Edit a post's message (§7 PUT …/posts/{postId} {message}). */
export function EditPostModal({
  postId,
  message,
  onClose,
  edit,
}: {
  postId: string | null;
  message: string;
  onClose: () => void;
  edit: Mutations['edit'];
}) {
  const [text, setText] = useState(message);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    setText(message);
    setFormError(null);
  }, [message]);
  const submit = () => {
    if (!postId) return;
    if (!text.trim()) return setFormError(PM.messageRequired);
    edit.mutate(
      { postId, message: text.trim() },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? PM.updated);
          onClose();
        },
        onError: (e) => setFormError(reason(e) || PM.saveFailed),
      },
    );
  };
  return (
    <FormModal
      opened={postId !== null}
      onClose={onClose}
      title="Sửa bài viết"
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={edit.isPending}
      submitLabel="Lưu thay đổi"
    >
      <Textarea
        label="Nội dung"
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        error={formError === PM.messageRequired ? formError : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </FormModal>
  );
}
