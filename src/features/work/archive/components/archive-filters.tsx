import { Button, Card, Collapse, Group, Select, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS, type TaskPriority, WORK_MESSAGES } from '@/contracts/work-vocabulary';
import { useColumnOptions, usePersonOptions, useWorkspaceOptions } from '@/features/work/shared/api/lookups';
import { type ArchiveFilters, setArchiveFilter } from '../model/filters';

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }));
const errorIf = (failed: boolean, text: string) => (failed ? text : undefined);

/**
 * The archive's collapsible filter card (spec 002 §2.5): edits stay a draft until the filter button
 * or Enter applies them; the refresh button clears every filter and reloads.
 */
export function ArchiveFiltersCard({
  draft,
  onDraft,
  onApply,
  onReset,
}: {
  draft: ArchiveFilters;
  onDraft: (next: ArchiveFilters) => void;
  onApply: () => void;
  onReset: () => void;
}) {
  // Open on a desktop; folded on a phone, where the six fields would push the list off the screen.
  const [open, setOpen] = useState(() => typeof matchMedia === 'undefined' || matchMedia('(min-width: 48em)').matches);
  const workspaceId = draft.workspaceId ? Number(draft.workspaceId) : undefined;
  const workspaces = useWorkspaceOptions();
  const columns = useColumnOptions(workspaceId);
  const people = usePersonOptions(workspaceId);
  const peopleData = (people.data ?? []).map((u) => ({ value: String(u.idNguoiDung), label: u.hoTen }));
  const peoplePlaceholder = people.needsWorkspace ? 'Chọn không gian làm việc trước' : 'Tất cả';
  const set = <K extends keyof ArchiveFilters>(key: K, value: ArchiveFilters[K]) =>
    onDraft(setArchiveFilter(draft, key, value));
  const select = (key: 'workspaceId' | 'columnId' | 'creatorId' | 'assignedUserId') => ({
    value: draft[key] || null,
    onChange: (v: string | null) => set(key, v ?? ''),
    clearable: true,
    searchable: true,
    nothingFoundMessage: 'Không có lựa chọn',
  });

  return (
    <Card withBorder padding="md" radius="md">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%">
        <Group justify="space-between">
          <Group gap="xs">
            <IconFilter size={18} aria-hidden />
            <Text fw={600}>Bộ lọc</Text>
          </Group>
          {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
            <TextInput
              label="Tiêu đề"
              placeholder="Nhập tiêu đề và nhấn Enter"
              value={draft.tieuDe}
              onChange={(e) => set('tieuDe', e.currentTarget.value)}
            />
            <Select
              label="Không gian làm việc"
              placeholder="Tất cả"
              data={(workspaces.data ?? []).map((w) => ({ value: String(w.id), label: w.tieuDe }))}
              error={errorIf(workspaces.isError, WORK_MESSAGES.workspacesLoad)}
              {...select('workspaceId')}
            />
            <Select
              label="Cột"
              placeholder={workspaceId ? 'Tất cả' : 'Chọn không gian làm việc trước'}
              data={(columns.data ?? []).map((c) => ({ value: String(c.id), label: c.tenCot }))}
              disabled={!workspaceId}
              error={errorIf(columns.isError, WORK_MESSAGES.columnsLoad)}
              {...select('columnId')}
            />
            <Select
              label="Độ ưu tiên"
              placeholder="Tất cả"
              data={PRIORITY_OPTIONS}
              value={draft.doUuTien || null}
              onChange={(v) => set('doUuTien', (v ?? '') as TaskPriority | '')}
              clearable
            />
            <Select
              label="Người tạo"
              placeholder={peoplePlaceholder}
              data={peopleData}
              error={errorIf(people.isError, WORK_MESSAGES.usersLoad)}
              {...select('creatorId')}
            />
            <Select
              label="Người được giao"
              placeholder={peoplePlaceholder}
              data={peopleData}
              error={errorIf(people.isError, WORK_MESSAGES.usersLoad)}
              {...select('assignedUserId')}
            />
          </SimpleGrid>
          {/* The filter button submits the form, so Enter in the title searches too. */}
          <Group justify="flex-end" mt="md" gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onReset}>
              Làm mới
            </Button>
            <Button type="submit" leftSection={<IconFilter size={18} aria-hidden />}>
              Lọc
            </Button>
          </Group>
        </form>
      </Collapse>
    </Card>
  );
}
