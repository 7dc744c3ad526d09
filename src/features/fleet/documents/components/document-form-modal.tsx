import {
  Alert,
  Button,
  FileButton,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  autoDocumentName,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_GROUPS,
  type DocumentRequest,
  documentRequest,
  type FleetDocument,
} from '@/contracts/fleet-documents';
import { DateField } from '@/ui/date-fields';
import { CANCEL_LABEL } from '@/ui/labels';
import { failureText, notifySuccess } from '@/ui/notify';
import { useFieldErrors } from '@/ui/use-field-errors';
import { useDrivers, useVehicleOptions } from '../../shared/api/get-lookups';
import { useSaveDocument } from '../api/documents';
import { uploadDocumentImage } from '../api/upload-document-file';

type Owner = 'XE' | 'TAI_XE';
type FormState = {
  owner: Owner;
  maLoaiGiayTo: string;
  tenHienThi: string;
  soGiayTo: string;
  xeId: string;
  nguoiDungId: string;
  ngayCap: string;
  ngayHetHan: string;
  noiCap: string;
  fileUrl: string;
  fileMime: string;
  active: boolean;
  ghiChu: string;
};
const EMPTY: FormState = {
  owner: 'XE',
  maLoaiGiayTo: '',
  tenHienThi: '',
  soGiayTo: '',
  xeId: '',
  nguoiDungId: '',
  ngayCap: '',
  ngayHetHan: '',
  noiCap: '',
  fileUrl: '',
  fileMime: '',
  active: true,
  ghiChu: '',
};
const fromDocument = (d: FleetDocument): FormState => ({
  // In edit mode the owner kind derives from whether xeId is set (spec 003 §5).
  owner: d.xeId !== null ? 'XE' : 'TAI_XE',
  maLoaiGiayTo: d.maLoaiGiayTo,
  tenHienThi: d.tenHienThi,
  soGiayTo: d.soGiayTo ?? '',
  xeId: d.xeId ? String(d.xeId) : '',
  nguoiDungId: d.nguoiDungId ? String(d.nguoiDungId) : '',
  ngayCap: d.ngayCap ?? '',
  ngayHetHan: d.ngayHetHan ?? '',
  noiCap: d.noiCap ?? '',
  fileUrl: d.fileUrl ?? '',
  fileMime: d.fileMime ?? '',
  active: d.active,
  ghiChu: d.ghiChu ?? '',
});

/** Only the selected owner's id is sent. */
const payloadOf = (form: FormState): DocumentRequest => ({
  maLoaiGiayTo: form.maLoaiGiayTo,
  tenHienThi: form.tenHienThi,
  soGiayTo: form.soGiayTo,
  xeId: form.owner === 'XE' && form.xeId ? Number(form.xeId) : null,
  nguoiDungId: form.owner === 'TAI_XE' && form.nguoiDungId ? Number(form.nguoiDungId) : null,
  ngayCap: form.ngayCap,
  ngayHetHan: form.ngayHetHan,
  noiCap: form.noiCap,
  fileUrl: form.fileUrl,
  fileMime: form.fileMime,
  active: form.active,
  ghiChu: form.ghiChu,
});

/** The form's check (run again on every change once submitted): the owner rules, then the contract's. */
function documentFormErrors(form: FormState): Record<string, string> {
  const next: Record<string, string> = {};
  if (!form.maLoaiGiayTo) next.maLoaiGiayTo = DOCUMENT_MESSAGES.typeRequired;
  if (form.owner === 'XE' && !form.xeId) next.xeId = DOCUMENT_MESSAGES.vehicleRequired;
  if (form.owner === 'TAI_XE' && !form.nguoiDungId) next.nguoiDungId = DOCUMENT_MESSAGES.driverRequired;
  const parsed = documentRequest.safeParse(payloadOf(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '_');
      // The owner rule is already said per field above.
      if (field === 'xeId' && (next.xeId || next.nguoiDungId)) continue;
      next[field] ??= issue.message;
    }
  }
  return next;
}

/** Create (`doc` = 'new') or edit a document; field messages are the spec's (§5). */
export function DocumentFormModal({ doc, onClose }: { doc: FleetDocument | 'new' | null; onClose: () => void }) {
  const editing = doc !== null && doc !== 'new' ? doc : null;
  const [form, setForm] = useState<FormState>(EMPTY);
  const [nameTouched, setNameTouched] = useState(false);
  const { errors, validate, pin, reset } = useFieldErrors(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const vehicles = useVehicleOptions();
  const drivers = useDrivers();
  const save = useSaveDocument();

  useEffect(() => {
    if (doc === null) return;
    setForm(editing ? fromDocument(editing) : EMPTY);
    setNameTouched(Boolean(editing));
    reset();
    setFormError(null);
  }, [doc, editing, reset]);

  const ownerName = (f: FormState) =>
    f.owner === 'XE'
      ? vehicles.data?.find((v) => String(v.id) === f.xeId)?.bienSo
      : drivers.data?.find((d) => String(d.idNguoiDung) === f.nguoiDungId)?.hoTen;
  // On create the name follows type and owner until the user types one; never on edit.
  const set = (patch: Partial<FormState>) => {
    setForm((f) => {
      const next = { ...f, ...patch };
      const owner = ownerName(next);
      if (!editing && !nameTouched && next.maLoaiGiayTo && owner) {
        next.tenHienThi = autoDocumentName(next.maLoaiGiayTo, owner);
      }
      return next;
    });
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadDocumentImage(file);
      setForm((f) => ({ ...f, fileUrl: url, fileMime: file.type }));
    } catch (e) {
      pin((x) => ({ ...x, fileUrl: failureText(e, 'Tải ảnh lên thất bại. Vui lòng thử lại.') }));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    setFormError(null);
    if (Object.keys(validate(documentFormErrors)).length) return;
    const payload = payloadOf(form);
    save.mutate(
      { id: editing?.id ?? null, payload },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? DOCUMENT_MESSAGES.created);
          onClose();
        },
        onError: (e) => setFormError(failureText(e, DOCUMENT_MESSAGES.saveFailed)),
      },
    );
  };

  const noVehicles = vehicles.isSuccess && vehicles.data.length === 0;
  const noDrivers = drivers.isSuccess && drivers.data.length === 0;

  return (
    <Modal opened={doc !== null} onClose={onClose} title={editing ? 'Sửa giấy tờ' : 'Thêm giấy tờ'} size="lg" centered>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SegmentedControl
          aria-label="Giấy tờ của"
          value={form.owner}
          onChange={(v) => set({ owner: v as Owner })}
          data={[
            { value: 'XE', label: 'Giấy tờ xe' },
            { value: 'TAI_XE', label: 'Giấy tờ tài xế' },
          ]}
        />
        {errors._ && <Alert color="red">{errors._}</Alert>}
        {form.owner === 'XE' ? (
          <Select
            label="Xe"
            withAsterisk
            searchable
            placeholder="Chọn xe"
            data={(vehicles.data ?? []).map((v) => ({ value: String(v.id), label: v.bienSo }))}
            value={form.xeId || null}
            onChange={(v) => set({ xeId: v ?? '' })}
            error={errors.xeId}
            description={noVehicles ? DOCUMENT_MESSAGES.noVehicles : undefined}
          />
        ) : (
          <Select
            label="Tài xế"
            withAsterisk
            searchable
            placeholder="Chọn tài xế"
            data={(drivers.data ?? []).map((d) => ({ value: String(d.idNguoiDung), label: d.hoTen }))}
            value={form.nguoiDungId || null}
            onChange={(v) => set({ nguoiDungId: v ?? '' })}
            error={errors.nguoiDungId ?? errors.xeId}
            description={noDrivers ? DOCUMENT_MESSAGES.noDrivers : undefined}
          />
        )}
        <Select
          label="Loại giấy tờ"
          withAsterisk
          searchable
          placeholder="Chọn loại giấy tờ"
          data={DOCUMENT_TYPE_GROUPS}
          value={form.maLoaiGiayTo || null}
          onChange={(v) => set({ maLoaiGiayTo: v ?? '' })}
          error={errors.maLoaiGiayTo}
        />
        <TextInput
          label="Tên hiển thị"
          description={editing ? undefined : 'Tự điền theo loại giấy tờ và xe/tài xế'}
          maxLength={255}
          value={form.tenHienThi}
          onChange={(e) => {
            const tenHienThi = e.currentTarget.value;
            setNameTouched(true);
            setForm((f) => ({ ...f, tenHienThi }));
          }}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Số giấy tờ"
            maxLength={100}
            value={form.soGiayTo}
            onChange={(e) => set({ soGiayTo: e.currentTarget.value })}
          />
          <TextInput
            label="Nơi cấp"
            maxLength={255}
            value={form.noiCap}
            onChange={(e) => set({ noiCap: e.currentTarget.value })}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            label="Ngày cấp"
            value={form.ngayCap}
            onChange={(ngayCap) => set({ ngayCap })}
            error={errors.ngayCap}
          />
          <DateField
            label="Ngày hết hạn"
            value={form.ngayHetHan}
            onChange={(ngayHetHan) => set({ ngayHetHan })}
            error={errors.ngayHetHan}
          />
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Tệp đính kèm"
            description="Tải ảnh lên (JPEG, PNG, WebP) vào thư mục giay_to, hoặc dán đường dẫn http(s) tới PDF/tệp khác."
            placeholder="https://… hoặc /api/files/…"
            style={{ flex: 1 }}
            value={form.fileUrl}
            onChange={(e) => {
              const fileUrl = e.currentTarget.value;
              setForm((f) => ({ ...f, fileUrl, fileMime: '' }));
            }}
            error={errors.fileUrl}
          />
          <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                Tải ảnh
              </Button>
            )}
          </FileButton>
        </Group>
        <Switch label="Hiệu lực" checked={form.active} onChange={(e) => set({ active: e.currentTarget.checked })} />
        <Textarea
          label="Ghi chú"
          autosize
          minRows={2}
          maxLength={2000}
          value={form.ghiChu}
          onChange={(e) => set({ ghiChu: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {CANCEL_LABEL}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Lưu
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
