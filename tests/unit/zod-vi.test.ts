import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@/contracts/zod-vi';

describe('the Vietnamese zod error map (server and browser)', () => {
  it.each([
    [z.number(), 'x', 'Giá trị phải là một số hợp lệ.'],
    [z.coerce.number(), 'abc', 'Giá trị phải là một số hợp lệ.'],
    [z.object({ a: z.string() }), {}, 'Vui lòng nhập giá trị này.'],
    [z.string().max(3), 'abcd', 'Tối đa 3 ký tự.'],
    [z.number().max(5), 6, 'Giá trị không được lớn hơn 5.'],
    [z.number().int(), 1.5, 'Giá trị phải là một số nguyên hợp lệ.'],
    [z.email(), 'x', 'Email không hợp lệ.'],
    [z.enum(['A', 'B']), 'C', 'Giá trị không nằm trong các lựa chọn cho phép.'],
    [z.array(z.string()).min(2), ['a'], 'Cần ít nhất 2 phần tử.'],
    [z.strictObject({}), { x: 1 }, 'Trường không được hỗ trợ: x.'],
  ] as const)('%#: %s', (schema, input, message) => {
    const r = (schema as z.ZodType).safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('keeps a message the schema names itself', () => {
    expect(z.number({ error: 'Số km không hợp lệ.' }).safeParse('x').error?.issues[0]?.message).toBe(
      'Số km không hợp lệ.',
    );
  });
});
