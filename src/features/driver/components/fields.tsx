import { NumberInput, type NumberInputProps, Textarea, type TextareaProps } from '@mantine/core';

/** A number typed with gloves: large, no spinner, vi-VN grouping ('.') and decimal comma. */
export function BigNumberInput(props: NumberInputProps) {
  return (
    <NumberInput
      size="lg"
      hideControls
      thousandSeparator="."
      decimalSeparator=","
      allowNegative={false}
      inputMode="decimal"
      styles={{ input: { minHeight: 56, fontSize: 22, fontWeight: 600 } }}
      {...props}
    />
  );
}

export function BigTextarea(props: TextareaProps) {
  return <Textarea size="lg" autosize minRows={3} maxRows={8} {...props} />;
}
