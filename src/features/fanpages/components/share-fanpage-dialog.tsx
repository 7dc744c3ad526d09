import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SHARE_FANPAGE_MESSAGES as S } from '@/contracts/fanpages-vocabulary';
import { errorMessage } from '@/lib/client-error';
import { useCan } from '@/lib/current-user';
import { notifySuccess } from '@/ui/notify';
import { RetryAlert } from '@/ui/query-state';
import { useFanpageOptions } from '../api/fanpages';
import { useShareToFanpage } from '../api/share-fanpage';

/**
 * "Chia sẻ Facebook" on a blog card (§2 Blog view, §5, §8): choose a fanpage, and our server relays
 * the post's address to the share-to-fanpage webhook with the page's token (never the browser's).
 * Shown to whoever may send automation requests (MARKETING_THEM).
 */
export function ShareFanpageButton({ postUrl, title }: { postUrl: string; title: string }) {
  const can = useCan();
  const [opened, setOpened] = useState(false);
  if (!can('MARKETING_THEM')) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="blue"
        leftSection={<IconBrandFacebook size={14} aria-hidden />}
        aria-label={`Chia sẻ Facebook: ${title}`}
        onClick={() => setOpened(true)}
      >
        Chia sẻ Facebook
      </Button>
      {opened && <ShareFanpageDialog postUrl={postUrl} title={title} onClose={() => setOpened(false)} />}
    </>
  );
}

export function ShareFanpageDialog({
  postUrl,
  title,
  onClose,
}: {
  postUrl: string;
  title: string;
  onClose: () => void;
}) {
  const pages = useFanpageOptions();
  const share = useShareToFanpage();
  const [fanpageId, setFanpageId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (pages.isError) setError(null);
  }, [pages.isError]);

  const submit = () => {
    if (!fanpageId || !postUrl) return setError(S.required);
    setError(null);
    share.mutate(
      { fanpageId: Number(fanpageId), postUrl },
      {
        onSuccess: () => {
          notifySuccess(S.sent);
          onClose();
        },
        onError: (e) => {
          const why = errorMessage(e);
          setError(why ? `${S.failed} ${why}` : S.failed);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Chia sẻ lên Fanpage">
      <Stack gap="sm">
        <Text size="sm" fw={600} lineClamp={2}>
          {title}
        </Text>
        <TextInput label="Bài viết" value={postUrl} readOnly />
        {pages.isError ? (
          <RetryAlert text={S.loadFailed} onRetry={() => void pages.refetch()} />
        ) : (
          <Select
            label="Fanpage"
            withAsterisk
            placeholder={pages.isPending ? 'Đang tải…' : 'Chọn Fanpage'}
            data={(pages.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={fanpageId}
            onChange={(v) => {
              setFanpageId(v);
              setError(null);
            }}
            nothingFoundMessage="Chưa có fanpage nào."
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Hủy bỏ
          </Button>
          <Button onClick={submit} loading={share.isPending} leftSection={<IconBrandFacebook size={16} aria-hidden />}>
            Chia sẻ
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
