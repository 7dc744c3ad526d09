import { Alert, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { QUOTE_MESSAGES as M, QUOTE_IMAGE_BYTES, type QuoteLine } from '@/contracts/quotations-vocabulary';
import { useSubmitMutation } from '@/lib/submit-guard';
import { DeliveryLog } from '@/ui/delivery-log';
import { failureText } from '@/ui/notify';
import { LoadingState, RetryAlert } from '@/ui/query-state';
import { useDeliveryOutcome } from '@/ui/use-delivery-outcome';
import { useQuoteCapabilities } from '../api/capabilities';
import { linesFromImage } from '../api/lines-from-image';
import { postQuoteImage } from '../api/quote-image-webhook';
import { linesFromWebhookResult } from '../model/quote';

type Outcome = { kind: 'lines'; lines: QuoteLine[] } | { kind: 'error'; text: string } | { kind: 'info'; text: string };

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * "Đọc sản phẩm từ ảnh": the photo goes to the vision model when the server has one, else to the
 * quote-image webhook; the lines it proposes are handed to the page, which lets the user review them.
 */
export function ImageReader({ onProposed }: { onProposed: (lines: QuoteLine[]) => void }) {
  const caps = useQuoteCapabilities();
  const [file, setFile] = useState<File | null>(null);
  const { follow } = useDeliveryOutcome();
  const [outcome, setOutcome] = useState<Exclude<Outcome, { kind: 'lines' }> | null>(null);

  const read = useSubmitMutation({
    mutationFn: async (photo: File): Promise<Outcome> => {
      if (caps.data?.ai) {
        const { lines, message } = await linesFromImage(photo);
        return lines.length ? { kind: 'lines', lines } : { kind: 'info', text: message ?? M.noLinesFound };
      }
      try {
        const answer = await follow(await postQuoteImage(photo));
        if (answer.kind === 'pending') return { kind: 'info', text: M.webhookQueued };
        if (answer.kind === 'failed') {
          return { kind: 'error', text: answer.message ? `${M.webhookFailed} ${answer.message}` : M.webhookFailed };
        }
        const lines = linesFromWebhookResult(answer.delivery.result);
        if (lines === null) return { kind: 'error', text: M.webhookFailed };
        return lines.length ? { kind: 'lines', lines } : { kind: 'info', text: M.noLinesFound };
      } catch (err) {
        return { kind: 'error', text: `${M.webhookFailed} ${failureText(err, '')}`.trim() };
      }
    },
    onSuccess: (result) => {
      if (result.kind === 'lines') {
        setOutcome(null);
        onProposed(result.lines);
      } else setOutcome(result);
    },
    onError: (err) => setOutcome({ kind: 'error', text: failureText(err, M.readFailed) }),
  });

  if (caps.isPending) return <LoadingState />;
  if (caps.isError && !caps.data) {
    return <RetryAlert text={M.capabilitiesFailed} onRetry={() => void caps.refetch()} />;
  }
  const { ai, webhook } = caps.data;
  const usable = ai || webhook;
  const tooLarge = file !== null && file.size > QUOTE_IMAGE_BYTES;

  return (
    <Stack gap="sm">
      <Group gap="xs">
        {ai ? (
          <Badge variant="light" color="teal">
            {M.viaAi}
          </Badge>
        ) : webhook ? (
          <Badge variant="light" color="grape">
            {M.viaWebhook}
          </Badge>
        ) : null}
      </Group>
      {!usable ? (
        <Alert color="yellow" variant="light">
          {M.noReader}
        </Alert>
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={M.chooseImage}
            placeholder="JPEG, PNG, WebP ≤ 10 MB"
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              setOutcome(null);
            }}
            leftSection={<IconPhoto size={16} />}
            clearable
            error={tooLarge ? M.tooLarge : undefined}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Button
            leftSection={<IconScan size={16} />}
            disabled={!file || tooLarge}
            loading={read.isPending}
            onClick={() => file && read.mutate(file)}
          >
            {read.isPending ? M.reading : M.readImage}
          </Button>
        </Group>
      )}
      {outcome ? (
        <Alert color={outcome.kind === 'error' ? 'red' : 'blue'} variant="light" role="alert">
          <Text size="sm">{outcome.text}</Text>
        </Alert>
      ) : null}
      {webhook && !ai ? <DeliveryLog kind="quote-image" /> : null}
    </Stack>
  );
}
