/**
 * "Lần gửi gần đây": the caller's latest deliveries of one kind (or every kind, and everyone's for
 * the marketing admin) with their state, the receiver's answer and a retry for failed ones. Used by
 * the bulk-writing, yellow-pages and settings screens, the share dialog and the quotation.
 */
import { Badge, Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconHistory, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AUTOMATION_KIND_LABELS,
  type AutomationDelivery,
  type AutomationKind,
  DELIVERY_STATE_LABELS,
  type DeliveryState,
} from '@/contracts/automation';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import { useDeliveries, useRetryDelivery } from '@/lib/automation-deliveries';
import { useCan } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from './notify';
import { ErrorState, LoadingState } from './query-state';
import { SectionCard } from './section-card';

const STATE_COLORS: Record<DeliveryState, string> = {
  queued: 'yellow',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
};

const PAGE_SIZE = 5;

export function DeliveryLog({
  kind,
  title = 'Lần gửi gần đây',
  showUser = false,
}: {
  kind?: AutomationKind;
  title?: string;
  /** Show who sent each (the admin's log of everyone). */
  showUser?: boolean;
}) {
  const [page, setPage] = useState(0);
  const [poll, setPoll] = useState(false);
  const list = useDeliveries({ kind, page, size: PAGE_SIZE }, { refetchInterval: poll ? 3000 : false });
  const content = list.data?.content ?? [];
  const unsettled = content.some((d) => d.state === 'queued' || d.state === 'sending');
  if (unsettled !== poll) setPoll(unsettled);

  return (
    <SectionCard
      icon={IconHistory}
      title={title}
      aside={
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void list.refetch()}
          loading={list.isFetching && !list.isPending}
        >
          Làm mới
        </Button>
      }
    >
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} title={M.logLoadFailed} onRetry={() => void list.refetch()} />
      ) : content.length === 0 ? (
        <Text c="dimmed" size="sm">
          {M.logEmpty}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.isError && (
            <Text c="red" size="sm" role="alert">
              {M.logLoadFailed}
            </Text>
          )}
          {content.map((d) => (
            <DeliveryItem key={d.id} delivery={d} showKind={!kind} showUser={showUser} />
          ))}
          {(list.data?.totalPages ?? 0) > 1 && (
            <Pagination
              size="sm"
              total={list.data?.totalPages ?? 1}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Trang trước' : control === 'next' ? 'Trang sau' : undefined,
              })}
            />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function DeliveryItem({
  delivery: d,
  showKind,
  showUser,
}: {
  delivery: AutomationDelivery;
  showKind: boolean;
  showUser: boolean;
}) {
  const can = useCan();
  const retry = useRetryDelivery();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="delivery-item">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATE_COLORS[d.state]} variant="light">
              {DELIVERY_STATE_LABELS[d.state]}
            </Badge>
            {showKind && (
              <Text size="sm" fw={500}>
                {AUTOMATION_KIND_LABELS[d.kind]}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {formatDateTime(d.createdAt)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {showUser && d.userName ? `${d.userName} · ` : ''}Lần thử: {d.attempts}
            {d.responseStatus !== null ? ` · HTTP ${d.responseStatus}` : ''}
          </Text>
        </Group>
        {d.responseMessage && (
          <Text
            size="sm"
            c={d.state === 'failed' ? 'red' : undefined}
            style={{ overflowWrap: 'anywhere' }}
            lineClamp={3}
          >
            {d.responseMessage}
          </Text>
        )}
        {d.state === 'failed' && can('MARKETING_THEM') && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={retry.isPending}
              onClick={async () => {
                try {
                  const answer = await retry.mutateAsync(d.id);
                  notifySuccess(answer.message ?? M.retried);
                } catch (error) {
                  notifyError(error, M.bulkFailed);
                }
              }}
            >
              Gửi lại
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
