import { Textarea, type TextareaProps } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { NumberField, type NumberFieldProps } from '@/ui/number-field';

/** The hint under an odometer field: the reading a new one is checked against. */
export const recordedOdoHint = (recordedOdo: number | null) =>
  recordedOdo === null ? undefined : `ODO đã ghi nhận: ${formatNumber(recordedOdo)} km`;

/** A number typed with gloves: large, no spinner; the shared field keeps exactly what was typed. */
export function BigNumberInput(props: NumberFieldProps) {
  return (
    <NumberField
      size="lg"
      hideControls
      styles={{ input: { minHeight: 56, fontSize: 22, fontWeight: 600 } }}
      {...props}
    />
  );
}

export function BigTextarea(props: TextareaProps) {
  return <Textarea size="lg" autosize minRows={3} maxRows={8} {...props} />;
}
