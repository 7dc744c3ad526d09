import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { localInputToPicker, parseVnDate, parseVnDateTime, pickerToLocalInput } from '@/lib/date-text';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  withAsterisk?: boolean;
}

/**
 * A date typed or picked day first (dd/mm/yyyy) whatever the browser's locale — the native date
 * input shows mm/dd/yyyy on an English browser, which dispatchers misread. Value: 'YYYY-MM-DD' or ''.
 */
export function DateField({ value, onChange, ...props }: FieldProps) {
  return (
    <DateInput
      {...props}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/yyyy"
      dateParser={parseVnDate}
      clearable
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/** Date and time, day first, 24 h ('10/06/2025 08:30'). Value: 'YYYY-MM-DDTHH:mm' or ''. */
export function DateTimeField({ value, onChange, ...props }: FieldProps) {
  return (
    <DateInput
      {...props}
      withTime
      valueFormat="DD/MM/YYYY HH:mm"
      placeholder="dd/mm/yyyy hh:mm"
      dateParser={parseVnDateTime}
      clearable
      value={localInputToPicker(value)}
      onChange={(v) => onChange(pickerToLocalInput(v))}
    />
  );
}
