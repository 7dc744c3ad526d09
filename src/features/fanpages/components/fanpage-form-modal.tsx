import { PasswordInput, TextInput } from '@mantine/core';
import { createFanpageBody, type Fanpage, updateFanpageBody } from '@/contracts/fanpages';
import { FANPAGE_MESSAGES as M } from '@/contracts/fanpages-vocabulary';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveFanpage } from '../api/fanpages';

type Values = { maTrang: string; name: string; token: string };
// The stored token never comes back: the field starts blank, and blank on edit keeps it.
const initial = (p: Fanpage | null): Values => ({ maTrang: p?.maTrang ?? '', name: p?.name ?? '', token: '' });

/** Add or edit a fanpage: page id (maTrang), name and its page access token (§3, §5: all three required on add). */
export function FanpageFormModal({
  opened,
  page,
  onClose,
}: {
  opened: boolean;
  page: Fanpage | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, page, initial);
  const save = useSaveFanpage();

  const input = (key: keyof Values) => ({
    value: values[key],
    error: errors[key] || undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((x) => ({ ...x, [key]: '' }));
    },
  });

  const submit = () => {
    if (page) {
      const body = parse(updateFanpageBody);
      if (body) save.mutate({ id: page.id, body }, saveCallbacks(M.updated, onClose, M.updateFailed));
    } else {
      const body = parse(createFanpageBody);
      if (body) save.mutate({ id: null, body }, saveCallbacks(M.added, onClose, M.addFailed));
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={page ? 'Sửa Fanpage' : 'Thêm Fanpage'}
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={page ? 'Lưu thay đổi' : 'Thêm Fanpage'}
    >
      <TextInput
        label="Mã trang (Page ID)"
        withAsterisk
        inputMode="numeric"
        autoComplete="off"
        placeholder="VD: 102938475610001"
        {...input('maTrang')}
      />
      <TextInput label="Tên Fanpage" withAsterisk placeholder="VD: Vận tải Minh Tiến" {...input('name')} />
      <PasswordInput
        label="Token của trang (Page Access Token)"
        withAsterisk={!page}
        autoComplete="new-password"
        placeholder={page ? 'Để trống để giữ token cũ' : 'EAA…'}
        description={page ? 'Để trống để giữ token cũ.' : 'Token được mã hóa khi lưu và không bao giờ hiển thị lại.'}
        {...input('token')}
      />
    </FormModal>
  );
}
