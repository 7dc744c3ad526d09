import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AUTOMATION_MESSAGES } from '@/contracts/automation-vocabulary';
import { SHARE_FANPAGE_MESSAGES as S } from '@/contracts/fanpages-vocabulary';
import { errorMessage } from '@/lib/client-error';
import { useCan } from '@/lib/current-user';
import { notifySuccess } from '@/ui/notify';
import { RetryAlert } from '@/ui/query-state';
// The relay's outcome hook of slice AUTOMATION (shared on purpose: the share dialog is one of its callers).
import { useDeliveryOutcome } from '@/ui/use-delivery-outcome';
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

  const { follow, waiting } = useDeliveryOutcome();
  const [queued, setQueued] = useState(false);
  const busy = share.isPending || waiting;

  // The server answers 202 with the delivery; the webhook's answer then says whether it was sent.
  const submit = async () => {
    if (busy) return;
    if (!fanpageId || !postUrl) return setError(S.required);
    setError(null);
    setQueued(false);
    try {
      const delivery = await share.mutateAsync({ fanpageId: Number(fanpageId), postUrl });
      const outcome = await follow(delivery.data);
      if (outcome.kind === 'delivered') {
        notifySuccess(S.sent);
        onClose();
      } else if (outcome.kind === 'failed') {
        setError(outcome.message ? `${S.failed} ${outcome.message}` : S.failed);
      } else {
        setQueued(true);
      }
    } catch (e) {
      const why = errorMessage(e);
      setError(why ? `${S.failed} ${why}` : S.failed);
    }
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
        {queued && (
          <Alert color="yellow" variant="light" role="status">
            {AUTOMATION_MESSAGES.stillQueued}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Hủy bỏ
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            leftSection={<IconBrandFacebook size={16} aria-hidden />}
          >
            Chia sẻ
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
