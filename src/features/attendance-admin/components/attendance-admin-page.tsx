import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { CloseScope, MatrixRow } from '@/contracts/attendance';
import { ATTENDANCE_ADMIN_MESSAGES as A, CLOSE_SCOPE_LABELS, CLOSE_SCOPES } from '@/contracts/attendance-vocabulary';
import { monthLabel, vnMonth, vnToday } from '@/lib/attendance-calendar';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { DateField } from '@/ui/date-fields';
import { listError, messageOf } from '@/ui/error-text';
import { Legend } from '@/ui/half-day-mark';
import { MonthNav } from '@/ui/month-nav';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useAttendanceMatrix, useAutoClose, useCloseSessions, useDepartmentOptions } from '../api/attendance-admin';
import { type DepartmentChoice, departmentChoices, scopeAvailable } from '../model/matrix';
import { DayModal, type OpenDay } from './day-modal';
import { MatrixTable } from './matrix-table';

/** 'Quản lý chấm công' (spec 002 §2.9): month, filters, the monthly matrix, the day modal, bulk close. */
export function AttendanceAdminPage() {
  const can = useCan();
  const canEdit = can('CHAM_CONG_SUA');
  const [month, setMonth] = useState(() => vnMonth());
  const [keywordText, setKeywordText] = useState('');
  const [keyword] = useDebouncedValue(keywordText.trim(), 350);
  const [phongBanId, setPhongBanId] = useState<number | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);

  const matrix = useAttendanceMatrix({ month, keyword: keyword || undefined, phongBanId });
  const catalogue = useDepartmentOptions(can('PHONG_BAN_XEM'));
  // Departments seen in any answer so far: a filtered matrix must not shrink the filter's own list.
  const [seen, setSeen] = useState<DepartmentChoice[]>([]);
  useEffect(() => {
    const rows = matrix.data?.rows ?? [];
    setSeen((prev) => {
      const known = new Set(prev.map((d) => d.idPhongBan));
      const fresh = rows.flatMap((r) =>
        r.idPhongBan !== null && r.phongBan && !known.has(r.idPhongBan)
          ? [{ idPhongBan: r.idPhongBan, tenPhongBan: r.phongBan }]
          : [],
      );
      return fresh.length ? [...prev, ...fresh] : prev;
    });
  }, [matrix.data]);
  const departments = useMemo(
    () => departmentChoices([...(catalogue.data ?? []), ...seen], []),
    [catalogue.data, seen],
  );

  const onSelect = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const openCell = (row: MatrixRow, date: string) => setOpenDay({ userId: row.userId, hoTen: row.hoTen, date });

  return (
    <Stack gap="md">
      <PageHeader title="Quản lý chấm công" />
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MonthNav month={month} onChange={setMonth} />
          <TextInput
            label="Từ khóa"
            placeholder="Tên hoặc tên đăng nhập"
            leftSection={<IconSearch size={16} />}
            value={keywordText}
            onChange={(e) => setKeywordText(e.currentTarget.value)}
            w={240}
          />
          <Select
            label="Phòng ban"
            placeholder="Tất cả phòng ban"
            data={departments}
            value={phongBanId === undefined ? null : String(phongBanId)}
            onChange={(v) => setPhongBanId(v ? Number(v) : undefined)}
            clearable
            searchable
            w={220}
          />
        </Group>
      </Card>
      {canEdit && <CloseToolbar phongBanId={phongBanId} selected={[...selected]} />}
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{monthLabel(month)}</Text>
        <Legend />
      </Group>
      {matrix.isPending ? (
        <LoadingState />
      ) : matrix.isError && !matrix.data ? (
        <ErrorState
          title={A.matrixFailed}
          error={listError(matrix.error, A.matrixFailed)}
          onRetry={() => void matrix.refetch()}
          retrying={matrix.isFetching}
        />
      ) : matrix.data && matrix.data.rows.length === 0 ? (
        <EmptyView title="Không có nhân viên nào." description="Thử bỏ bớt bộ lọc." />
      ) : matrix.data ? (
        <MatrixTable
          matrix={matrix.data}
          today={vnToday()}
          selected={selected}
          onSelect={onSelect}
          onOpenDay={openCell}
        />
      ) : null}
      <DayModal day={openDay} canEdit={canEdit} onClose={() => setOpenDay(null)} />
    </Stack>
  );
}

/** Apply date, auto-close of forgotten shifts, and bulk close by scope (CHAM_CONG_SUA only). */
function CloseToolbar({ phongBanId, selected }: { phongBanId: number | undefined; selected: number[] }) {
  const [date, setDate] = useState(() => vnToday());
  const [scope, setScope] = useState<CloseScope>('ALL');
  const [confirming, setConfirming] = useState<'close' | 'auto' | null>(null);
  const close = useCloseSessions();
  const auto = useAutoClose();
  const usable = scopeAvailable(scope, phongBanId, selected.length);
  const done = (fallback: string) => (res: { message?: string }) => {
    notifySuccess(res.message ?? fallback);
    setConfirming(null);
  };
  const failed = (fallback: string) => (e: unknown) => {
    notifyError(new Error(messageOf(e, fallback)), fallback);
    setConfirming(null);
  };
  const run = () => {
    if (confirming === 'auto') {
      auto.mutate(date, { onSuccess: done(A.autoClosed), onError: failed(A.autoCloseFailed) });
    } else {
      close.mutate(
        {
          scope,
          date,
          phongBanId: scope === 'DEPT' ? phongBanId : undefined,
          userIds: scope === 'USERS' ? selected : undefined,
        },
        { onSuccess: done(A.closed), onError: failed(A.closeFailed) },
      );
    }
  };
  const scopes = CLOSE_SCOPES.map((s) => ({
    value: s,
    label: s === 'USERS' ? `${CLOSE_SCOPE_LABELS[s]} (${selected.length})` : CLOSE_SCOPE_LABELS[s],
    disabled: !scopeAvailable(s, phongBanId, selected.length),
  }));
  return (
    <Card withBorder padding="sm" data-testid="attendance-toolbar">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField label="Ngày áp dụng" value={date} onChange={(v) => setDate(v || vnToday())} />
        <Button variant="light" onClick={() => setConfirming('auto')}>
          Tự động đóng ca
        </Button>
        <Select
          label="Phạm vi đóng ca"
          data={scopes}
          value={scope}
          onChange={(v) => v && setScope(v as CloseScope)}
          allowDeselect={false}
          w={260}
        />
        <Button color="orange" disabled={!usable} onClick={() => setConfirming('close')}>
          Đóng ca
        </Button>
      </Group>
      <ConfirmAction
        opened={confirming !== null}
        title={confirming === 'auto' ? 'Tự động đóng ca' : 'Đóng ca'}
        message={
          confirming === 'auto'
            ? `Đóng mọi ca quên chấm ra đã hết giờ làm, đến ngày ${date.split('-').reverse().join('/')}?`
            : `Đóng các ca đang mở ngày ${date.split('-').reverse().join('/')} — ${CLOSE_SCOPE_LABELS[scope].toLowerCase()}?`
        }
        confirmLabel="Đóng ca"
        color="orange"
        loading={close.isPending || auto.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
