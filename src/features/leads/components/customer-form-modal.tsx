import { SimpleGrid, TextInput } from '@mantine/core';
import { customerUpdateBody, type PotentialCustomer } from '@/contracts/leads';
import { LEAD_FIELD_LABELS as L, CUSTOMER_MESSAGES as M } from '@/contracts/leads-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useUpdateCustomer } from '../api/customers';
import { ownerName } from '../model/export-columns';
import { type LeadFormValues, leadBodyOf, leadFormValues } from '../model/lead-form';
import { LeadFormFields } from './lead-form-fields';

const initial = (c: PotentialCustomer | null): LeadFormValues => leadFormValues(c);

/** Edit a potential customer (§5): maKH and the source company's code stay as they are. */
export function CustomerFormModal({ customer, onClose }: { customer: PotentialCustomer | null; onClose: () => void }) {
  const opened = customer !== null;
  const { values, setValues, errors, formError, parse, saveCallbacks } = useFormModal(opened, customer, initial);
  const save = useUpdateCustomer();
  const set = (patch: Partial<LeadFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    if (!customer) return;
    const body = parse(customerUpdateBody, (v) => ({ ...leadBodyOf(v), companyId: customer.companyId }));
    if (body) save.mutate({ maKH: customer.maKH, body }, saveCallbacks(M.updated, onClose, M.saveFailed));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Sửa khách hàng tiềm năng"
      size="xl"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel="Lưu thay đổi"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={L.maKH} readOnly variant="filled" value={customer?.maKH ?? ''} />
        <TextInput label={L.companyIdGoc} readOnly variant="filled" value={customer?.companyIdGoc ?? ''} />
        <TextInput
          label={L.name}
          withAsterisk
          value={values.name}
          error={errors.name || undefined}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <TextInput
          label={L.nguoiPhuTrach}
          readOnly
          variant="filled"
          value={customer ? ownerName(customer.nguoiPhuTrach) : ''}
        />
      </SimpleGrid>
      <LeadFormFields values={values} errors={errors} onChange={set} />
    </FormModal>
  );
}
