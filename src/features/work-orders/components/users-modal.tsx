import { Alert, MultiSelect, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { WorkOrder } from '@/contracts/work-orders';
import { WORK_ORDER_MESSAGES as M } from '@/contracts/work-orders-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { failureText, notifySuccess } from '@/ui/notify';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useDepartments, useStaff, useUsersAction, useWorkOrderDetail } from '../api/work-orders';
import { closeOutOptions, staffOptions } from '../model/view';

/** "Gán nhân viên" (spec 002 §2.7): a department filter narrows the people, several may be picked. */
export function AssignModal({ order, onClose }: { order: WorkOrder; onClose: () => void }) {
  const staff = useStaff(true);
  const departments = useDepartments(true);
  const [department, setDepartment] = useState<string | null>(null);
  const options = useMemo(
    () => staffOptions(staff.data ?? [], department ? Number(department) : null),
    [staff.data, department],
  );
  return (
    <UsersModal
      title={`Gán nhân viên — ${order.tieuDe}`}
      orderId={order.idLenh}
      action="assign"
      submitLabel="Gán nhân viên"
      done={M.assigned}
      failed={M.assignFailed}
      options={options}
      loading={staff.isPending}
      error={staff.isError ? staff.error : null}
      onRetry={() => void staff.refetch()}
      onClose={onClose}
      filter={
        <Select
          label="Phòng ban"
          placeholder="Tất cả phòng ban"
          clearable
          searchable
          data={(departments.data ?? []).map((d) => ({ value: String(d.idPhongBan), label: d.tenPhongBan }))}
          value={department}
          onChange={setDepartment}
        />
      }
    />
  );
}

/** "Đóng ca" (spec 002 §2.7): check out, for the manager, accepted staff still in the order. */
export function CloseOutModal({ order, onClose }: { order: WorkOrder; onClose: () => void }) {
  const detail = useWorkOrderDetail(order.idLenh);
  const options = useMemo(() => (detail.data ? closeOutOptions(detail.data) : []), [detail.data]);
  return (
    <UsersModal
      title={`Đóng ca — ${order.tieuDe}`}
      orderId={order.idLenh}
      action="manager-checkout"
      submitLabel="Đóng ca"
      done={M.closedOut}
      failed={M.closeOutFailed}
      options={options}
      loading={detail.isPending}
      error={detail.isError ? detail.error : null}
      onRetry={() => void detail.refetch()}
      onClose={onClose}
      emptyText={M.nothingToClose}
    />
  );
}

function UsersModal({
  title,
  orderId,
  action,
  submitLabel,
  done,
  failed,
  options,
  loading,
  error,
  onRetry,
  onClose,
  filter,
  emptyText,
}: {
  title: string;
  orderId: number;
  action: 'assign' | 'manager-checkout';
  submitLabel: string;
  done: string;
  failed: string;
  options: { value: string; label: string }[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  filter?: React.ReactNode;
  emptyText?: string;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const write = useUsersAction(action);
  const empty = !loading && !error && options.length === 0 && emptyText;

  const submit = () => {
    if (selected.length === 0) {
      setFormError(M.usersRequired);
      return;
    }
    setFormError(null);
    write.mutate(
      { id: orderId, userIds: selected.map(Number) },
      {
        onSuccess: () => {
          notifySuccess(done);
          onClose();
        },
        onError: (e) => setFormError(`${failed}: ${failureText(e, M.fallback)}`),
      },
    );
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={write.isPending}
      submitLabel={submitLabel}
      submitDisabled={Boolean(empty)}
    >
      {loading ? (
        <LoadingState minHeight={80} />
      ) : error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : empty ? (
        <Alert color="gray" variant="light" role="status">
          <Text size="sm">{emptyText}</Text>
        </Alert>
      ) : (
        <>
          {filter}
          <MultiSelect
            label="Nhân viên"
            placeholder={selected.length ? undefined : 'Chọn nhân viên'}
            data={options}
            value={selected}
            onChange={setSelected}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="Không có dữ liệu"
            maxDropdownHeight={280}
          />
        </>
      )}
    </FormModal>
  );
}
