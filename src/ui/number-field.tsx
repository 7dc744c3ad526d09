import { NumberInput, type NumberInputProps } from '@mantine/core';
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
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      allowNegative
      allowDecimal
      thousandSeparator="."
      decimalSeparator=","
      allowedDecimalSeparators={pointIsDecimal ? [',', '.'] : [',']}
    />
  );
}
