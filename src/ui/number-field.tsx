import { NumberInput, type NumberInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { NumberValue } from '@/lib/number-rules';

/**
 * The props the field decides itself: anything that lets Mantine change a number behind the
 * person's back (clamping on blur, dropping a minus sign or a decimal comma, cutting decimals).
 */
type Decided =
  | 'min'
  | 'max'
  | 'clampBehavior'
  | 'allowNegative'
  | 'allowDecimal'
  | 'decimalScale'
  | 'fixedDecimalScale'
  | 'allowedDecimalSeparators'
  | 'thousandSeparator'
  | 'decimalSeparator'
  | 'value'
  | 'onChange';

export type NumberFieldProps = Omit<NumberInputProps, Decided> & {
  value: NumberValue;
  onChange: (value: NumberValue) => void;
  /**
   * Also read '.' as the decimal mark, for fields where decimals are the usual case (litres,
   * work units) and some phone keypads offer only '.'. Elsewhere (money, odometer) '.' is the
   * vi-VN thousands mark, so "82.600" stays 82600 instead of becoming 82,6.
   */
  pointIsDecimal?: boolean;
};

/**
 * Every number typed in the product (issue 11 §4): vi-VN grouping ('.') and decimal comma, and the
 * value kept exactly as typed — zero, a minus sign, decimals, a huge number — so the form's rules
 * can refuse it with their message instead of Mantine quietly clamping or dropping characters.
 */
export function NumberField({ pointIsDecimal = false, ...props }: NumberFieldProps) {
  if (pointIsDecimal) return <DecimalTextField {...props} />;
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      allowNegative
      allowDecimal
      thousandSeparator="."
      decimalSeparator=","
      allowedDecimalSeparators={[',']}
    />
  );
}

/**
 * Where '.' and ',' both mean a decimal point (litres, work units), the field is plain text:
 * Mantine's number input reads a pasted or autofilled "0.75" with ',' as its decimal mark as 075.
 * The text is kept exactly as typed; the form's rules read it (lib/number-rules parseNumber).
 */
function DecimalTextField({
  value,
  onChange,
  hideControls: _hideControls,
  step: _step,
  suffix,
  prefix: _prefix,
  ...props
}: Omit<NumberFieldProps, 'pointIsDecimal'>) {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return (
    <TextInput
      {...(props as TextInputProps)}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={props.rightSection ?? (suffix ? suffix.trim() : undefined)}
    />
  );
}
