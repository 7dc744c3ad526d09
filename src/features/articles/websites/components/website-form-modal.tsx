import { Checkbox, PasswordInput, Switch, TextInput } from '@mantine/core';
import { createWpSiteBody, updateWpSiteBody, WP_SITE_MESSAGES, type WpSite } from '@/contracts/wp-sites';
import { FormModal } from '@/ui/form-modal';
import { useFormModal } from '@/ui/use-form-modal';
import { useSaveWpSite } from '../api/wp-sites';

type Values = {
  name: string;
  baseUrl: string;
  wpUsername: string;
  wpAppPass: string;
  active: boolean;
  allowPrivate: boolean;
};
// The stored password never comes back: the field starts blank, and blank on edit keeps it (§5).
const initial = (s: WpSite | null): Values => ({
  name: s?.name ?? '',
  baseUrl: s?.baseUrl ?? '',
  wpUsername: s?.wpUsername ?? '',
  wpAppPass: '',
  active: s?.active ?? true,
  allowPrivate: s?.allowPrivate ?? false,
});

/** Add or edit a WordPress website: name, address, account and its application password. */
export function WebsiteFormModal({
  opened,
  site,
  onClose,
}: {
  opened: boolean;
  site: WpSite | null;
  onClose: () => void;
}) {
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(opened, site, initial);
  const save = useSaveWpSite();
  const M = WP_SITE_MESSAGES;

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((x) => ({ ...x, [key]: '' }));
    };

  type TextKey = 'name' | 'baseUrl' | 'wpUsername' | 'wpAppPass';
  const input = (key: TextKey) => ({
    value: values[key],
    error: errors[key] || undefined,
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });

  const submit = () => {
    if (site) {
      const body = parse(updateWpSiteBody);
      if (body) save.mutate({ id: site.id, body }, saveCallbacks(M.updated, onClose, M.updateFailed));
    } else {
      const body = parse(createWpSiteBody);
      if (body) save.mutate({ id: null, body }, saveCallbacks(M.added, onClose, M.addFailed));
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={site ? 'Sửa website' : 'Thêm website'}
      size="lg"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={site ? 'Lưu thay đổi' : 'Thêm website'}
    >
      <TextInput label="Tên website" withAsterisk placeholder="VD: Blog Minh Tiến" {...input('name')} />
      <TextInput
        label="Đường dẫn"
        withAsterisk
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        {...input('baseUrl')}
      />
      <TextInput label="Tài khoản WordPress" withAsterisk autoComplete="off" {...input('wpUsername')} />
      <PasswordInput
        label="Mật khẩu ứng dụng (Application Password)"
        withAsterisk={!site}
        autoComplete="new-password"
        placeholder={site ? 'Để trống để giữ mật khẩu cũ' : 'xxxx xxxx xxxx xxxx xxxx xxxx'}
        description={
          site
            ? 'Để trống để giữ mật khẩu cũ.'
            : 'Tạo trong WordPress: Người dùng › Hồ sơ › Mật khẩu ứng dụng. Mật khẩu được mã hóa và không hiển thị lại.'
        }
        {...input('wpAppPass')}
      />
      <Switch label="Đang hoạt động" checked={values.active} onChange={(e) => set('active')(e.currentTarget.checked)} />
      <Checkbox
        label="Website nội bộ (cho phép địa chỉ mạng riêng)"
        description="Chỉ bật cho website trong mạng công ty; chỉ quản trị viên được bật."
        checked={values.allowPrivate}
        onChange={(e) => set('allowPrivate')(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
