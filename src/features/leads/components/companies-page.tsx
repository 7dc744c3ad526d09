import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Company } from '@/contracts/leads';
import {
  LEAD_COLUMN_STORAGE_KEYS,
  LEAD_EXPORT,
  LEAD_PAGE_SIZE,
  COMPANY_MESSAGES as M,
} from '@/contracts/leads-vocabulary';
import { useCan } from '@/lib/current-user';
import { ConfirmAction } from '@/ui/confirm-action';
import { PageHeader } from '@/ui/page-header';
import { RouterButton } from '@/ui/router-link';
import { RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { getCompanies, useCompanies, useDeleteCompany } from '../api/companies';
import { COMPANY_COLUMNS } from '../model/export-columns';
import { leadColumnChoiceOf } from '../model/lead-columns';
import { type LeadSearch, leadQueryOf } from '../model/lead-search';
import { CompanyFormModal } from './company-form-modal';
import { LeadList } from './lead-list';
import { ToCustomerModal } from './to-customer-modal';

const CHOICE = leadColumnChoiceOf(COMPANY_COLUMNS, LEAD_COLUMN_STORAGE_KEYS.companies);

/** "Danh sách công ty" (§2): the sales leads, filtered, 12 a page, with export and conversion to customers. */
export function CompaniesPage({
  search,
  onSearch,
}: {
  search: LeadSearch;
  onSearch: (s: Partial<LeadSearch>) => void;
}) {
  const { page, ...filters } = search;
  const companies = useCompanies(leadQueryOf(filters, LEAD_PAGE_SIZE, page));
  const remove = useDeleteCompany();
  const can = useCan();
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);
  const [converting, setConverting] = useState<Company | null>(null);
  const deleting = useConfirmRow<Company>();
  const fetchPage = (p: number, size: number) => getCompanies(leadQueryOf(filters, size, p));

  const mayEdit = can('MARKETING_SUA');
  const mayDelete = can('MARKETING_XOA');
  const mayConvert = can('MARKETING_THEM');

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Danh sách công ty"
        actions={
          <Group gap="sm" wrap="wrap">
            <RouterButton
              to="/danh-sach-khach-hang-tiem-nang"
              variant="default"
              leftSection={<IconUsers size={18} aria-hidden />}
            >
              {M.goToCustomers}
            </RouterButton>
            {can('MARKETING_THEM') && (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ company: null })}>
                Thêm công ty
              </Button>
            )}
          </Group>
        }
      />
      <LeadList<Company>
        label="Danh sách công ty"
        catalogue={COMPANY_COLUMNS}
        choice={CHOICE}
        query={companies}
        search={search}
        onSearch={onSearch}
        size={LEAD_PAGE_SIZE}
        rowKey={(c) => c.companyId}
        errorText={M.loadFailed}
        emptyText="Không có công ty nào."
        fetchPage={fetchPage}
        fileBases={{ page: LEAD_EXPORT.companiesPage, all: LEAD_EXPORT.companiesAll }}
        unit="công ty"
        onEdit={mayEdit ? (c) => setEditing({ company: c }) : undefined}
        onDelete={mayDelete ? deleting.open : undefined}
        extraActions={
          mayConvert
            ? (c) => (
                <RowAction
                  tooltip="Thêm làm khách hàng tiềm năng"
                  label={`Thêm ${c.name} làm khách hàng tiềm năng`}
                  icon={IconUserPlus}
                  color="teal"
                  onClick={() => setConverting(c)}
                />
              )
            : undefined
        }
      />
      <CompanyFormModal opened={editing !== null} company={editing?.company ?? null} onClose={() => setEditing(null)} />
      <ToCustomerModal company={converting} onClose={() => setConverting(null)} />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa công ty"
        message={`Bạn có chắc muốn xóa công ty "${deleting.row?.name ?? ''}"?`}
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting.row)
            remove.mutate(
              deleting.row.companyId,
              deleting.callbacks((res) => res.message || M.deleted, M.deleteFailed, { closeOnError: true }),
            );
        }}
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}
