import { TextInput } from '@mantine/core';
import { CTA_MESSAGES, type Cta, ctaBodyWith } from '@/contracts/articles';
import { FormModal } from '@/ui/form-modal';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { useFormModal } from '@/ui/use-form-modal';
import { type CtaValues, useSaveCta } from '../api/ctas';
import { withNoResponseText } from '../model/cta-errors';

const M = CTA_MESSAGES;
const initial = (c: Cta | null): CtaValues => ({ name: c?.name ?? '', ctaContent: c?.ctaContent ?? '' });
const addSchema = ctaBodyWith(M.addRequired);
const editSchema = ctaBodyWith(M.editRequired);

/** "Thêm CTA" / "Sửa CTA" (§2): a name and rich-text content whose images come from the media library. */
export function CtaFormModal({ opened, cta, onClose }: { opened: boolean; cta: Cta | null; onClose: () => void }) {
  const { values, setValues, errors, formError, parse, saveCallbacks } = useFormModal(opened, cta, initial);
  const save = useSaveCta();

  const submit = () => {
    const body = parse(cta ? editSchema : addSchema);
    if (!body) return;
    const callbacks = cta
      ? saveCallbacks(M.updated, onClose, M.updateFailed)
      : saveCallbacks(M.created, onClose, M.addFailed);
    save.mutate(
      { id: cta?.id ?? null, body },
      { ...callbacks, onError: (error) => callbacks.onError(withNoResponseText(error)) },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={cta ? 'Sửa CTA' : 'Thêm CTA'}
      size="xl"
      onSubmit={submit}
      formError={formError}
      pending={save.isPending}
      submitLabel={cta ? 'Lưu thay đổi' : 'Thêm CTA'}
    >
      <TextInput
        label="Tên CTA"
        withAsterisk
        placeholder="VD: Gọi ngay để được báo giá"
        value={values.name}
        error={errors.name || undefined}
        onChange={(e) => {
          const name = e.currentTarget.value;
          setValues((v) => ({ ...v, name }));
        }}
      />
      <RichTextEditor
        label="Nội dung CTA"
        required
        height={240}
        placeholder="Nội dung kêu gọi hành động…"
        value={values.ctaContent}
        error={errors.ctaContent || undefined}
        onChange={(ctaContent) => setValues((v) => ({ ...v, ctaContent }))}
      />
    </FormModal>
  );
}
