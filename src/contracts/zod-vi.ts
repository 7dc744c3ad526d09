/**
 * One Vietnamese error map for zod, on the server and in the browser (issue 13, finding 5): a
 * schema that names its own message keeps it; every other failure speaks Vietnamese instead of
 * zod's English defaults ("Invalid input: expected number, received NaN"). Importing this module
 * installs the map (`z.config`); server/app.ts imports it first; in the browser contracts/envelope.ts does, so it is installed wherever contracts load (the first screen loads no zod).
 */
import { z } from 'zod';

export const INPUT_MESSAGES = {
  required: 'Vui lòng nhập giá trị này.',
  number: 'Giá trị phải là một số hợp lệ.',
  integer: 'Giá trị phải là một số nguyên hợp lệ.',
  int4: 'Giá trị vượt quá giới hạn cho phép.',
  text: 'Giá trị phải là chuỗi ký tự.',
  boolean: 'Giá trị phải là đúng hoặc sai.',
  object: 'Dữ liệu gửi lên phải là một đối tượng JSON.',
  array: 'Giá trị phải là một danh sách.',
  date: 'Ngày giờ không hợp lệ.',
  type: 'Kiểu dữ liệu không hợp lệ.',
  format: 'Định dạng không hợp lệ.',
  email: 'Email không hợp lệ.',
  url: 'Địa chỉ URL không hợp lệ.',
  choice: 'Giá trị không nằm trong các lựa chọn cho phép.',
  invalid: 'Giá trị không hợp lệ.',
  nul: 'Dữ liệu không được chứa ký tự NUL (\\0).',
  max: (n: number | bigint) => `Giá trị không được lớn hơn ${n}.`,
  below: (n: number | bigint) => `Giá trị phải nhỏ hơn ${n}.`,
  min: (n: number | bigint) => `Giá trị không được nhỏ hơn ${n}.`,
  above: (n: number | bigint) => `Giá trị phải lớn hơn ${n}.`,
  maxLength: (n: number | bigint) => `Tối đa ${n} ký tự.`,
  minLength: (n: number | bigint) => `Tối thiểu ${n} ký tự.`,
  maxItems: (n: number | bigint) => `Tối đa ${n} phần tử.`,
  minItems: (n: number | bigint) => `Cần ít nhất ${n} phần tử.`,
  multipleOf: (n: number | bigint) => `Giá trị phải là bội số của ${n}.`,
  unknownKeys: (keys: string[]) => `Trường không được hỗ trợ: ${keys.join(', ')}.`,
} as const;

const M = INPUT_MESSAGES;

const TYPE_MESSAGES: Record<string, string> = {
  number: M.number,
  int: M.integer,
  bigint: M.integer,
  string: M.text,
  boolean: M.boolean,
  object: M.object,
  array: M.array,
  date: M.date,
};

/** The Vietnamese text of one zod issue (exported for tests). */
export function vietnameseIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return M.required;
      return TYPE_MESSAGES[issue.expected] ?? M.type;
    case 'too_big': {
      const n = issue.maximum as number;
      if (issue.origin === 'string') return M.maxLength(n);
      if (issue.origin === 'array' || issue.origin === 'set') return M.maxItems(n);
      return issue.inclusive === false ? M.below(n) : M.max(n);
    }
    case 'too_small': {
      const n = issue.minimum as number;
      if (issue.origin === 'string') return Number(n) <= 1 ? M.required : M.minLength(n);
      if (issue.origin === 'array' || issue.origin === 'set') return M.minItems(n);
      return issue.inclusive === false ? M.above(n) : M.min(n);
    }
    case 'invalid_format':
      if (issue.format === 'email') return M.email;
      if (issue.format === 'url') return M.url;
      if (['date', 'datetime', 'time', 'duration'].includes(issue.format)) return M.date;
      return M.format;
    case 'not_multiple_of':
      return M.multipleOf(issue.divisor as number);
    case 'unrecognized_keys':
      return M.unknownKeys(issue.keys);
    case 'invalid_value':
      return M.choice;
    default:
      return M.invalid;
  }
}

// `jitless` in the browser: its Content-Security-Policy has no 'unsafe-eval' (server/app.ts), so
// zod's object parsers could never compile there, but its probe for `new Function` still ran and
// every page with a schema logged a script-src violation for it. The server keeps the compiled parsers.
z.config({
  customError: (issue) => vietnameseIssue(issue),
  ...('document' in globalThis ? { jitless: true } : {}),
});
