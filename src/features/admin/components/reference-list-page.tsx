import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { REFERENCE_MESSAGES } from '@/contracts/admin';
import type { PermissionCode } from '@/contracts/permissions';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { listError } from '@/ui/error-text';
import { serverFieldErrors } from '@/ui/form-errors';
import { FormModal } from '@/ui/form-modal';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useFormModal } from '@/ui/use-form-modal';
import {
  type OneSchema,
  type PageSchema,
  REFERENCE_PAGE_SIZE,
  useDeleteReference,
  useReferencePage,
  useSaveReference,
} from '../api/reference';
import type { FormValues } from '../model/reference-form';
import { SearchBox, useListSearch } from './list-search';

export type SelectOption = { value: string; label: string };

/** One field of a list's add/edit form; every value is a string until the contract parses it. */
export type FieldSpec =
  | { kind: 'text'; name: string; label: string; required?: boolean; placeholder?: string; description?: string }
  | { kind: 'time'; name: string; label: string }
  | { kind: 'status'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      required?: boolean;
      /** A hook (called in a stable place): the options, whether they load, and a failed load's text. */
      useOptions: () => { options: SelectOption[]; loading: boolean; error: string | null };
    };

/**
 * Everything that tells one reference list (spec 000 §2) from another; the page, its modals and its
 * confirmation are the same for the six.
 */
export interface ReferenceListConfig<Row> {
  /** API path under /api: 'phong-ban', 'chuc-vu'… */
  resource: string;
  title: string;
  /** The last breadcrumb ('Phòng ban'). */
  crumb: string;
  /** What one row is, for the buttons and modal titles ('phòng ban'). */
  noun: string;
  pageSchema: PageSchema<Row>;
  oneSchema: OneSchema<Row>;
  /** Form values → request body (the contract's schema). */
  request: ZodType;
  rowId: (row: Row) => number;
  /** The row's name in the confirmation and the buttons' labels. */
  rowLabel: (row: Row) => string;
  columns: DataTableColumn<Row>[];
  fields: FieldSpec[];
  initial: () => FormValues;
  fromRow: (row: Row) => FormValues;
  permissions: { add: PermissionCode; edit: PermissionCode; remove: PermissionCode };
  /** Default 'Mã hoặc tên — Enter' (the server searches code and name). */
  searchPlaceholder?: string;
  /** Spec 000 §8 texts where a list has its own (else 'Không thể tải danh sách {noun}'). */
  loadError?: string;
  createError?: string;
  /** Said under the delete question (a department's delete is soft…). */
  deleteNote?: string;
}

const STATUS_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Hoạt động' },
  { value: '0', label: 'Ngưng' },
];

function SelectField({
  field,
  value,
  error,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'select' }>;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { options, loading, error: loadError } = field.useOptions();
  return (
    <Select
      label={field.label}
      required={field.required}
      withAsterisk={field.required}
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      placeholder={loading ? 'Đang tải...' : 'Chọn'}
      disabled={loading}
      error={error ?? loadError ?? undefined}
      comboboxProps={{ withinPortal: true }}
      nothingFoundMessage="Không có lựa chọn"
    />
  );
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}): ReactNode {
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          label={field.label}
          withAsterisk={field.required}
          placeholder={field.placeholder}
          description={field.description}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'time':
      return (
        <TimeInput label={field.label} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />
      );
    case 'status':
      return (
        <Select
          label={field.label}
          data={STATUS_OPTIONS}
          value={value || '1'}
          onChange={(v) => onChange(v ?? '1')}
          allowDeselect={false}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'select':
      return <SelectField field={field} value={value} error={error} onChange={onChange} />;
  }
}

function ReferenceFormModal<Row>({
  config,
  editing,
  onClose,
}: {
  config: ReferenceListConfig<Row>;
  /** null: closed; { row: null }: add; { row }: edit. */
  editing: { row: Row | null } | null;
  onClose: () => void;
}) {
  const save = useSaveReference<Row, unknown>(config.resource, config.oneSchema);
  const row = editing?.row ?? null;
  const opened = editing !== null;
  const initial = useCallback((r: Row | null) => (r ? config.fromRow(r) : config.initial()), [config]);
  const { values, setValues, errors, setErrors, parse } = useFormModal(opened, row, initial);

  const submit = () => {
    const body = parse(config.request);
    if (body === undefined) return;
    const id = row ? config.rowId(row) : null;
    save.mutate(
      { id, body },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? (id === null ? REFERENCE_MESSAGES.created : REFERENCE_MESSAGES.updated));
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notifyError(
            error,
            id === null ? (config.createError ?? REFERENCE_MESSAGES.createError) : REFERENCE_MESSAGES.updateError,
          );
        },
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={save.isPending ? () => undefined : onClose}
      title={`${row ? 'Sửa' : 'Thêm'} ${config.noun}`}
      size="lg"
      onSubmit={submit}
      // Refusals are toasts here (spec 000 §8: 'Lỗi khi thêm', 'Lỗi khi cập nhật').
      formError={null}
      pending={save.isPending}
      submitLabel={row ? 'Lưu' : 'Thêm'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {config.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(v) => setValues((prev) => ({ ...prev, [field.name]: v }))}
          />
        ))}
      </SimpleGrid>
    </FormModal>
  );
}

/** The six reference lists of spec 000 §2: search, server paging of 10, add/edit modals, delete confirmation. */
export function ReferenceListPage<Row>({ config }: { config: ReferenceListConfig<Row> }) {
  const [search, setSearch] = useListSearch();
  const list = useReferencePage(config.resource, config.pageSchema, search);
  const remove = useDeleteReference(config.resource);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const deleting = useConfirmRow<Row>();
  const can = useCan();
  const mayEdit = can(config.permissions.edit);
  const mayRemove = can(config.permissions.remove);

  const columns: DataTableColumn<Row>[] = [...config.columns];
  if (mayEdit || mayRemove) {
    columns.push(
      actionsColumn(100, (row) => (
        <>
          {mayEdit && (
            <RowAction
              tooltip="Sửa"
              label={`Sửa ${config.rowLabel(row)}`}
              icon={IconPencil}
              onClick={() => setEditing({ row })}
            />
          )}
          {mayRemove && (
            <RowAction
              tooltip="Xóa"
              label={`Xóa ${config.rowLabel(row)}`}
              icon={IconTrash}
              color="red"
              onClick={() => deleting.open(row)}
            />
          )}
        </>
      )),
    );
  }

  const confirmDelete = () => {
    if (!deleting.row) return;
    remove.mutate(
      config.rowId(deleting.row),
      deleting.callbacks((res) => res.message || REFERENCE_MESSAGES.deleted, REFERENCE_MESSAGES.deleteError, {
        closeOnError: true,
      }),
    );
  };

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title={config.title}
        crumb={config.crumb}
        actions={
          can(config.permissions.add) && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ row: null })}>
              Thêm {config.noun}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchBox
            label={`Tìm ${config.noun}`}
            placeholder={config.searchPlaceholder ?? 'Mã hoặc tên — Enter'}
            value={search.keyword}
            onSearch={(keyword) => setSearch({ keyword, page: 0 })}
          />
          <PagedTable
            label={config.title}
            columns={columns}
            query={list}
            rowKey={config.rowId}
            error={listError(list.error, config.loadError ?? `Không thể tải danh sách ${config.noun}`)}
            emptyText={search.keyword ? 'Không tìm thấy kết quả phù hợp.' : 'Chưa có dữ liệu.'}
            page={search.page}
            size={REFERENCE_PAGE_SIZE}
            pageSizes={[REFERENCE_PAGE_SIZE]}
            onPaging={({ page }) => setSearch({ page })}
          />
        </Stack>
      </Card>
      <ReferenceFormModal config={config} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title={`Xóa ${config.noun}`}
        message={`Bạn có chắc muốn xóa ${config.noun} "${deleting.row ? config.rowLabel(deleting.row) : ''}"?`}
        confirmLabel={REFERENCE_MESSAGES.confirmDelete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => deleting.close()}
      >
        {config.deleteNote && (
          <Text size="sm" c="dimmed">
            {config.deleteNote}
          </Text>
        )}
      </ConfirmAction>
    </Stack>
  );
}
