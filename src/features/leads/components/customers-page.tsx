import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { PotentialCustomer } from '@/contracts/leads';
import {
  LEAD_COLUMN_STORAGE_KEYS,
  LEAD_EXPORT,
  LEAD_PAGE_SIZE,
  CUSTOMER_MESSAGES as M,
} from '@/contracts/leads-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { PageHeader } from '@/ui/page-header';
import { RouterButton } from '@/ui/router-link';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { getCustomers, useCustomers, useDeleteCustomer } from '../api/customers';
import { CUSTOMER_COLUMNS } from '../model/export-columns';
import { leadColumnChoiceOf } from '../model/lead-columns';
import { type LeadSearch, leadQueryOf } from '../model/lead-search';
import { CustomerFormModal } from './customer-form-modal';
import { LeadList } from './lead-list';

const CHOICE = leadColumnChoiceOf(CUSTOMER_COLUMNS, LEAD_COLUMN_STORAGE_KEYS.customers);

/**
 * "Danh sách khách hàng tiềm năng" (§2): 12 a page, filters, columns, export, edit and delete; a
 * customer is added from a company, so "Thêm" leads to the company list.
 */
export function CustomersPage({
  search,
  onSearch,
}: {
  search: LeadSearch;
  onSearch: (s: Partial<LeadSearch>) => void;
}) {
  const { page, ...filters } = search;
  const customers = useCustomers(leadQueryOf(filters, LEAD_PAGE_SIZE, page));
  const remove = useDeleteCustomer();
  const can = useCan();
  const [editing, setEditing] = useState<PotentialCustomer | null>(null);
  const deleting = useConfirmRow<PotentialCustomer>();
  const fetchPage = (p: number, size: number) => getCustomers(leadQueryOf(filters, size, p));
  const mayEdit = can('MARKETING_SUA');
  const mayDelete = can('MARKETING_XOA');

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách khách hàng tiềm năng"
        actions={
          can('MARKETING_THEM') && (
            <RouterButton to="/danh-sach-cong-ty" leftSection={<IconPlus size={18} aria-hidden />}>
              Thêm khách hàng
            </RouterButton>
          )
        }
      />
      <LeadList<PotentialCustomer>
        label="Danh sách khách hàng tiềm năng"
        catalogue={CUSTOMER_COLUMNS}
        choice={CHOICE}
        query={customers}
        search={search}
        onSearch={onSearch}
        size={LEAD_PAGE_SIZE}
        rowKey={(c) => c.maKH}
        errorText={M.loadFailed}
        emptyText="Chưa có khách hàng tiềm năng nào."
        fetchPage={fetchPage}
        fileBases={{ page: LEAD_EXPORT.customersPage, all: LEAD_EXPORT.customersAll }}
        unit="khách hàng"
        onEdit={mayEdit ? setEditing : undefined}
        onDelete={mayDelete ? deleting.open : undefined}
      />
      <CustomerFormModal customer={editing} onClose={() => setEditing(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa khách hàng tiềm năng"
        message={`Bạn có chắc muốn xóa khách hàng "${deleting.row?.name ?? ''}" (${deleting.row?.maKH ?? ''})?`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting.row)
            remove.mutate(
              deleting.row.maKH,
              deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
            );
        }}
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
