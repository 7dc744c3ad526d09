import { Select, type SelectProps } from '@mantine/core';

// The "Xe" / "Tài xế" filters of the fleet lists: a clearable, searchable select whose value is a numeric id.
type IdFilterProps = {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  w?: SelectProps['w'];
};

function IdFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
  w,
}: IdFilterProps & { label: string; placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      searchable
      data={options}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      w={w}
    />
  );
}

export function VehicleFilter({
  vehicles,
  w = 200,
  ...props
}: IdFilterProps & { vehicles: { id: number; bienSo: string }[] | undefined }) {
  const options = (vehicles ?? []).map((v) => ({ value: String(v.id), label: v.bienSo }));
  return <IdFilter label="Xe" placeholder="Tất cả xe" options={options} w={w} {...props} />;
}

export function DriverFilter({
  drivers,
  label = 'Tài xế',
  placeholder = 'Tất cả tài xế',
  w = 220,
  ...props
}: IdFilterProps & {
  drivers: { idNguoiDung: number; hoTen: string }[] | undefined;
  label?: string;
  placeholder?: string;
}) {
  const options = (drivers ?? []).map((d) => ({ value: String(d.idNguoiDung), label: d.hoTen }));
  return <IdFilter label={label} placeholder={placeholder} options={options} w={w} {...props} />;
}
