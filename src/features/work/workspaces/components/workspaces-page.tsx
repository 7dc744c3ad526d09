import { Button, Card, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Workspace } from '@/contracts/work';
import { WORK_MESSAGES as M } from '@/contracts/work-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { PageHeader } from '@/ui/page-header';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useDeleteWorkspace, useWorkspaces } from '../api/workspaces';
import { matchesTitle } from '../model/search';
import { type WorkspaceAction, WorkspaceCard } from './workspace-card';
import { type WorkspaceForm, WorkspaceFormModal } from './workspace-form-modal';

/** The "create new" card: the grid's last cell, as big as a workspace card. */
function CreateCard({ onClick }: { onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label="Tạo không gian làm việc mới" h="100%" mih={220}>
      <Card
        withBorder
        radius="md"
        h="100%"
        mih={220}
        style={{ borderStyle: 'dashed', display: 'grid', placeItems: 'center', textAlign: 'center' }}
      >
        <Stack gap={6} align="center">
          <IconPlus size={36} stroke={1.5} aria-hidden />
          <Text fw={600}>Tạo mới</Text>
          <Text size="sm" c="dimmed">
            Không gian làm việc mới
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** "Không gian làm việc" (spec 002 §2.2): title search on the client, cards, create/edit/template/delete. */
export function WorkspacesPage() {
  const list = useWorkspaces();
  // Creating (also from a template) needs CONG_VIEC_THEM; the server refuses it otherwise.
  const canCreate = useCan()('CONG_VIEC_THEM');
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<WorkspaceForm | null>(null);
  const confirm = useConfirmRow<Workspace>();
  const remove = useDeleteWorkspace();
  const shown = useMemo(() => (list.data ?? []).filter((w) => matchesTitle(w.tieuDe, search)), [list.data, search]);

  const onAction = (w: Workspace) => (a: WorkspaceAction) => {
    if (a === 'delete') confirm.open(w);
    else if (a === 'edit' || canCreate) setForm({ mode: a, workspace: w });
  };

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError && !list.data) {
    body = (
      <ErrorState
        error={list.error}
        title={M.workspacesLoad}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        {shown.length === 0 && (
          <EmptyView
            title={search.trim() ? 'Không tìm thấy không gian làm việc nào.' : 'Chưa có không gian làm việc nào.'}
            description={
              search.trim()
                ? 'Thử tìm bằng tên khác.'
                : 'Tạo không gian làm việc đầu tiên để bắt đầu phân chia công việc.'
            }
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {shown.map((w) => (
            <WorkspaceCard key={w.id} workspace={w} canTemplate={canCreate} onAction={onAction(w)} />
          ))}
          {canCreate && <CreateCard onClick={() => setForm({ mode: 'create' })} />}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Không gian làm việc"
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ mode: 'create' })}>
              Tạo mới
            </Button>
          )
        }
      />
      <TextInput
        aria-label="Tìm không gian làm việc"
        placeholder="Tìm theo tên không gian làm việc..."
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={480}
      />
      {body}
      <WorkspaceFormModal form={form} onClose={() => setForm(null)} />
      <ConfirmAction
        opened={confirm.row !== null}
        title="Xóa không gian làm việc"
        message={`Xóa "${confirm.row?.tieuDe ?? ''}" cùng toàn bộ cột và công việc? Không thể hoàn tác.`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() => {
          if (confirm.row)
            remove.mutate(
              confirm.row.id,
              confirm.callbacks(() => M.workspaceDeleted, M.deleteFailed),
            );
        }}
      />
    </Stack>
  );
}
