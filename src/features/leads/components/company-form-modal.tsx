import { SimpleGrid, TextInput } from '@mantine/core';
import { type Company, companyCreateBody, companyUpdateBody } from '@/contracts/leads';
import { LEAD_FIELD_LABELS as L, COMPANY_MESSAGES as M, UNKNOWN_OWNER } from '@/contracts/leads-vocabulary';
import { useMe } from '@/lib/current-user';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveCompany } from '../api/companies';
import { ownerName } from '../model/export-columns';
import { type LeadFormValues, leadBodyOf, leadFormValues } from '../model/lead-form';
import { LeadFormFields } from './lead-form-fields';

type Values = LeadFormValues & { companyId: string };
const initial = (c: Company | null): Values => ({ ...leadFormValues(c), companyId: c?.companyId ?? '' });

/**
 * Add or edit a company with every §3 field: the code is fixed once saved, the person in charge is
 * whoever added it (the signed-in user for a new one, or 'Không rõ').
 */
export function CompanyFormModal({
  opened,
  company,
  onClose,
}: {
  opened: boolean;
  company: Company | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, formError, parse, saveCallbacks } = useFormModal(opened, company, initial);
  const save = useSaveCompany();
  const me = useMe().data;
  const owner = company ? ownerName(company.nguoiPhuTrach) : me?.hoTen || me?.tenDangNhap || UNKNOWN_OWNER;

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    if (company) {
      const body = parse(companyUpdateBody, (v) => ({ ...leadBodyOf(v), companyId: undefined }));
      if (body) save.mutate({ companyId: company.companyId, body }, saveCallbacks(M.updated, onClose, M.saveFailed));
    } else {
      const body = parse(companyCreateBody, (v) => ({ ...leadBodyOf(v), companyId: v.companyId }));
      if (body) save.mutate({ companyId: null, body }, saveCallbacks(M.added, onClose, M.saveFailed));
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={company ? 'Sửa công ty' : 'Thêm công ty'}
      size="xl"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={company ? 'Lưu thay đổi' : 'Thêm công ty'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={L.companyId}
          withAsterisk={!company}
          readOnly={Boolean(company)}
          variant={company ? 'filled' : 'default'}
          value={values.companyId}
          error={errors.companyId || undefined}
          onChange={(e) => set({ companyId: e.currentTarget.value })}
        />
        <TextInput
          label={L.name}
          withAsterisk
          value={values.name}
          error={errors.name || undefined}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
      </SimpleGrid>
      <LeadFormFields values={values} errors={errors} onChange={set} />
      <TextInput label={L.nguoiPhuTrach} readOnly variant="filled" value={owner} />
    </FormModal>
  );
}
