/**
 * Request checks every route gets on top of its zod contract (issue 13, finding 4), so bad input
 * is a 400 with a Vietnamese message and never reaches the database as a 5xx:
 *
 * - no string anywhere in params, query or body may contain a NUL byte (PostgreSQL refuses it);
 * - a number in the path or query string is written plainly: `16`, `-3`, `2.5` — not `0x10`,
 *   `1e1`, ` 16 ` or `016`, which `Number()` would quietly accept (`DELETE …/0x10` deleted rule 16);
 * - an integer whose contract names no bounds of its own stays within PostgreSQL's `integer`
 *   (int4), the type of every id and count column; a contract that names its own maximum (money
 *   in bigint columns) keeps it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorCode } from '@/contracts/envelope';
import { INPUT_MESSAGES } from '@/contracts/zod-vi';
import { HttpError } from '../http-error';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

const PLAIN_INTEGER = /^-?(0|[1-9]\d*)$/;
const PLAIN_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

type AnySchema = z.core.$ZodType;
type Def = { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema; element?: AnySchema };

const def = (s: AnySchema) => s._zod.def as unknown as Def;

/** The schema that decides a value's type: through optional, default, preprocess… */
function unwrap(s: AnySchema | undefined): AnySchema | undefined {
  for (let i = 0; s && i < 10; i++) {
    const d = def(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = def(d.in as AnySchema).type === 'transform' ? d.out : d.in;
    else return s;
  }
  return s;
}

type NumberInfo = { isInt: boolean; minValue: number | null; maxValue: number | null };
const asNumber = (s: AnySchema | undefined): NumberInfo | undefined =>
  s && def(s).type === 'number' ? (s as unknown as NumberInfo) : undefined;

const refuse = (field: string, message: string) =>
  new HttpError(400, ErrorCode.VALIDATION, message, { [field || '_']: message });

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = findNul(v, path ? `${path}.${k}` : k, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An integer out of int4 where the contract set no bound of its own, with its field path. */
function outOfRange(schema: AnySchema | undefined, value: unknown, path: string, depth = 0): string | undefined {
  const s = unwrap(schema);
  if (!s || depth > 10 || value === null || value === undefined) return undefined;
  const n = asNumber(s);
  if (n) {
    if (!n.isInt || typeof value !== 'number') return undefined;
    const max = n.maxValue === null || n.maxValue >= Number.MAX_SAFE_INTEGER ? INT4_MAX : n.maxValue;
    const min = n.minValue === null || n.minValue <= Number.MIN_SAFE_INTEGER ? INT4_MIN : n.minValue;
    return value > max || value < min ? path : undefined;
  }
  const d = def(s);
  if (d.type === 'object' && typeof value === 'object') {
    const shape = (s as unknown as { shape: Record<string, AnySchema> }).shape;
    for (const [k, child] of Object.entries(shape)) {
      const bad = outOfRange(child, (value as Record<string, unknown>)[k], path ? `${path}.${k}` : k, depth + 1);
      if (bad !== undefined) return bad;
    }
  }
  if (d.type === 'array' && Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const bad = outOfRange(d.element, v, `${path}.${i}`, depth + 1);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/** The zod validator with the checks above around it; install with `app.setValidatorCompiler`. */
export const strictValidatorCompiler: FastifySchemaCompiler<AnySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const schema = route.schema as AnySchema;
  const textual = route.httpPart === 'params' || route.httpPart === 'querystring';
  const shape =
    def(unwrap(schema) as AnySchema).type === 'object'
      ? (unwrap(schema) as unknown as { shape: Record<string, AnySchema> }).shape
      : {};
  return (data: unknown) => {
    const nul = findNul(data, '');
    if (nul !== undefined) return { error: refuse(nul, INPUT_MESSAGES.nul) };
    if (textual && data && typeof data === 'object') {
      for (const [k, raw] of Object.entries(data as Record<string, unknown>)) {
        const n = asNumber(unwrap(shape[k]));
        // Blank means "not given" (filters left empty): the contract decides what that is.
        if (!n || typeof raw !== 'string' || raw.trim() === '') continue;
        if (!(n.isInt ? PLAIN_INTEGER : PLAIN_NUMBER).test(raw)) {
          return { error: refuse(k, n.isInt ? INPUT_MESSAGES.integer : INPUT_MESSAGES.number) };
        }
      }
    }
    const result = validate(data) as { error?: Error; value?: unknown };
    if (result.error) return result;
    const bad = outOfRange(schema, result.value, '');
    if (bad !== undefined) return { error: refuse(bad, INPUT_MESSAGES.int4) };
    return result;
  };
};
