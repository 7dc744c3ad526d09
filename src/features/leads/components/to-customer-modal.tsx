import { Alert, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Company, fromCompanyBody } from '@/contracts/leads';
import {
  CONVERTIBLE_STATUS,
  LEAD_FIELD_LABELS as L,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  COMPANY_MESSAGES as M,
} from '@/contracts/leads-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useCompanyToCustomer } from '../api/companies';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: String(s), label: LEAD_STATUS_LABELS[s] }));
const CONTACT_FIELDS = ['tenNguoiLienHe', 'chucVu', 'diDong', 'zaloOrMess', 'emailLienHe'] as const;

type Values = Record<(typeof CONTACT_FIELDS)[number], string> & {
  maKH: string;
  name: string;
  ghiChu: string;
  status: string;
};
const initial = (c: Company | null): Values => ({
  maKH: c ? `KH-${c.companyId}` : '',
  name: c?.name ?? '',
  tenNguoiLienHe: c?.tenNguoiLienHe ?? '',
  chucVu: c?.chucVu ?? '',
  diDong: c?.diDong ?? '',
  zaloOrMess: c?.zaloOrMess ?? '',
  emailLienHe: c?.emailLienHe ?? '',
  ghiChu: c?.ghiChu ?? '',
  status: String(c?.status ?? CONVERTIBLE_STATUS),
});

/**
 * "Thêm khách hàng tiềm năng" from a company (§3, §4): the customer code, name and contact; with
 * status 0 ('Chưa chăm sóc') the note field and the save button show, any other status is view only.
 */
export function ToCustomerModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const opened = company !== null;
  const { values, setValues, errors, formError, parse, saveCallbacks } = useFormModal(opened, company, initial);
  const convert = useCompanyToCustomer();
  const editable = Number(values.status) === CONVERTIBLE_STATUS;
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    if (!company || !editable) return;
    const body = parse(fromCompanyBody, (v) => ({ ...v, status: Number(v.status), companyIdGoc: company.companyId }));
    if (body) convert.mutate(body, saveCallbacks(M.customerAdded, onClose, M.customerAddFailed));
  };

  const text = (key: keyof Values, label: string, required = false) => (
    <TextInput
      label={label}
      withAsterisk={required && editable}
      readOnly={!editable}
      variant={editable ? 'default' : 'filled'}
      value={values[key]}
      error={errors[key] || undefined}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Thêm khách hàng tiềm năng"
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={convert.isPending}
      submitLabel="Lưu"
      hideSubmit={!editable}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={L.companyIdGoc} readOnly variant="filled" value={company?.companyId ?? ''} />
        <Select
          label={L.status}
          data={STATUS_OPTIONS}
          allowDeselect={false}
          value={values.status}
          onChange={(v) => set({ status: v ?? String(CONVERTIBLE_STATUS) })}
        />
        {text('maKH', L.maKH, true)}
        {text('name', L.name, true)}
        {CONTACT_FIELDS.map((f) => (
          <div key={f}>{text(f, L[f])}</div>
        ))}
      </SimpleGrid>
      {editable ? (
        <Textarea
          label={L.ghiChu}
          autosize
          minRows={2}
          maxRows={6}
          value={values.ghiChu}
          error={errors.ghiChu || undefined}
          onChange={(e) => set({ ghiChu: e.currentTarget.value })}
        />
      ) : (
        <Alert color="gray" variant="light">
          Chỉ công ty "{LEAD_STATUS_LABELS[0]}" mới lưu được thành khách hàng tiềm năng; trạng thái khác chỉ để xem.
        </Alert>
      )}
    </FormModal>
  );
}
