import { TextInput } from '@mantine/core';
import { type Industry, industryBody } from '@/contracts/leads';
import { INDUSTRY_MESSAGES as M } from '@/contracts/leads-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveIndustry } from '../api/industries';

const initial = (industry: Industry | null) => ({ name: industry?.name ?? '' });

/** Add or rename an industry (§5: the name is required). */
export function IndustryFormModal({
  opened,
  industry,
  onClose,
}: {
  opened: boolean;
  industry: Industry | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(
    opened,
    industry,
    initial,
  );
  const save = useSaveIndustry();

  const submit = () => {
    const body = parse(industryBody);
    if (!body) return;
    save.mutate(
      { id: industry?.id ?? null, body },
      industry ? saveCallbacks(M.updated, onClose, M.updateFailed) : saveCallbacks(M.added, onClose, M.addFailed),
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={industry ? 'Sửa ngành nghề' : 'Thêm ngành nghề'}
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={industry ? 'Lưu thay đổi' : 'Thêm'}
    >
      <TextInput
        label="Tên ngành nghề"
        withAsterisk
        data-autofocus
        placeholder="VD: Vận tải hàng hóa"
        value={values.name}
        error={errors.name || undefined}
        onChange={(e) => {
          const name = e.currentTarget.value;
          setValues({ name });
          setErrors((x) => ({ ...x, name: '' }));
        }}
      />
    </FormModal>
  );
}
