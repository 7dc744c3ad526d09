/**
 * Issue 11 §4 — no number is silently changed. Every numeric field of every form, fed what people
 * really type (nothing, 0, a minus, below the minimum, a decimal comma, a huge number), answers the
 * field's exact message and nothing is sent; the values that pass are sent exactly as typed.
 */
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_ADMIN_MESSAGES, adjustRequest } from '@/contracts/attendance';
import { FLEET_MESSAGES as F } from '@/contracts/fleet';
import { MAINTENANCE_MESSAGES as MM } from '@/contracts/fleet-maintenance';
import { NUMBER_LIMIT_MESSAGES as L } from '@/contracts/number-limits';
import { WORK_ORDER_MESSAGES as W } from '@/contracts/work-orders';
import { adjustFieldErrors, adjustRequestOf } from '@/features/attendance-admin/model/matrix';
import {
  answer,
  checklistFormProblem,
  FUEL_LEVEL_INVALID,
  type FuelValues,
  fuelPayload,
  fuelProblem,
  ODO_INVALID,
  receiveProblem,
  returnPayload,
  returnProblem,
  sosProblem,
} from '@/features/driver/model/forms';
import { completePayload, completeProblem, quotePayload, quoteProblem } from '@/features/driver/model/ticket-forms';
import { checkTicketCreate } from '@/features/fleet/maintenance/model/ticket-create';
import { type CreateForm, checkCreateForm } from '@/features/work-orders/model/view';
import { type NumberValue, parseNumber } from '@/lib/number-rules';

/** The recorded odometer the driver forms know in these cases. */
const RECORDED = 82_600;
const HUGE = 10_000_000_000_000;
/** What Mantine hands over for 14 digits and more: the raw text. */
const HUGE_TEXT = '10000000000000';

/** One numeric field: the form's answer (null: it would be sent) with this value typed into it. */
type Field = { form: string; field: string; problem: (value: NumberValue) => string | null };

/** Driver forms: the first problem of otherwise valid values, which must be this field's. */
const only =
  (field: string, problem: { field: string; message: string } | { itemId: number | null; message: string } | null) =>
  (): string | null => {
    if (!problem) return null;
    if ('field' in problem) expect(problem.field).toBe(field);
    else expect(problem.itemId).toBeNull();
    return problem.message;
  };

const fuelOk: FuelValues = {
  soTien: 1_500_000,
  soLit: 70,
  odoKmCuoiKy: 82_700,
  receiptPhotoId: 'r',
  odoPhotoId: 'o',
  ghiChu: '',
};
const checklistItems = [{ id: 1, tenHangMuc: 'Phanh', mucDo: 'CRITICAL' as const }];
const allOk = answer({}, 1, 'OK');
const workOrderOk: CreateForm = {
  tieuDe: 'Tăng ca',
  moTa: '',
  loai: 'TANG_CA',
  kieuThuong: 'HOURLY',
  batDau: '2026-03-15T08:00',
  ketThuc: '2026-03-15T12:00',
  tienCong: 50_000,
};
const consoleCreate = (odo: NumberValue) => {
  const check = checkTicketCreate({ xeId: '3', loai: 'DINH_KY', item: null, noiDung: 'Thay dầu', odo });
  return check.ok ? null : (check.fields.odoLucTao ?? `other field: ${check.first}`);
};

const fields: Field[] = [
  {
    form: 'fuel',
    field: 'soTien',
    problem: (v) => only('soTien', fuelProblem({ ...fuelOk, soTien: v }, RECORDED))(),
  },
  { form: 'fuel', field: 'soLit', problem: (v) => only('soLit', fuelProblem({ ...fuelOk, soLit: v }, RECORDED))() },
  {
    form: 'fuel',
    field: 'odoKmCuoiKy',
    problem: (v) => only('odoKmCuoiKy', fuelProblem({ ...fuelOk, odoKmCuoiKy: v }, RECORDED))(),
  },
  { form: 'receive', field: 'odo', problem: (v) => only('odo', receiveProblem({ odo: v }, RECORDED))() },
  {
    form: 'return',
    field: 'odo',
    problem: (v) => only('odo', returnProblem({ odo: v, mucNhienLieu: '', ghiChu: '' }, RECORDED))(),
  },
  {
    form: 'return',
    field: 'mucNhienLieu',
    problem: (v) => only('mucNhienLieu', returnProblem({ odo: 82_700, mucNhienLieu: v, ghiChu: '' }, RECORDED))(),
  },
  {
    form: 'checklist',
    field: 'odo',
    problem: (v) => only('odo', checklistFormProblem(checklistItems, allOk, v, RECORDED))(),
  },
  {
    form: 'sos',
    field: 'odo',
    problem: (v) => only('odo', sosProblem({ noiDungSuCo: 'Nổ lốp', odo: v, photoId: null }))(),
  },
  {
    form: 'quote (driver and console)',
    field: 'giaDeXuat',
    problem: (v) => only('giaDeXuat', quoteProblem({ garaDeXuat: 'Gara A', giaDeXuat: v }))(),
  },
  {
    form: 'completion (driver and console)',
    field: 'odoHoanThanh',
    problem: (v) => only('odoHoanThanh', completeProblem({ odoHoanThanh: v, chiPhiThucTe: 1_750_000, photoId: 'r' }))(),
  },
  {
    form: 'completion (driver and console)',
    field: 'chiPhiThucTe',
    problem: (v) => only('chiPhiThucTe', completeProblem({ odoHoanThanh: 45_100, chiPhiThucTe: v, photoId: 'r' }))(),
  },
  { form: 'ticket create (console)', field: 'odoLucTao', problem: consoleCreate },
  {
    form: 'attendance day (console)',
    field: 'soCong',
    problem: (v) => {
      const errors = adjustFieldErrors(7, '2025-06-10', {
        soCong: v,
        sangVao: '',
        sangRa: '',
        chieuVao: '',
        chieuRa: '',
      });
      return errors ? (errors.soCong ?? `other field: ${Object.keys(errors)}`) : null;
    },
  },
  {
    form: 'work order create (console)',
    field: 'tienCong',
    problem: (v) => {
      const check = checkCreateForm({ ...workOrderOk, tienCong: v });
      if (check.ok) return null;
      expect(check.field).toBe('tienCong');
      return check.message;
    },
  },
];

const jump = (odo: string) => L.odoJump(Number(odo.replace(/\./g, '')), RECORDED);

/** Per field: what each typed value must answer (null: accepted). */
const expected: Record<string, [NumberValue, string | null][]> = {
  'fuel soTien': [
    ['', F.fuelAmount],
    ['-', F.fuelAmount],
    [0, F.fuelAmount],
    [-50, F.fuelAmount],
    [999, F.fuelAmount],
    ['12,5', F.fuelAmount],
    [1_500.5, L.moneyFraction],
    [HUGE, L.moneyMax],
    [HUGE_TEXT, L.moneyMax],
    [1_000, null],
    [10_000_000_000, null],
  ],
  'fuel soLit': [
    ['', F.fuelLiters],
    [0, F.fuelLiters],
    [-5, F.fuelLiters],
    ['12,5', null],
    [HUGE, L.litresMax],
    [2_000.01, L.litresMax],
    [2_000, null],
  ],
  'fuel odoKmCuoiKy': [
    ['', F.fuelOdo],
    [0, F.fuelOdo],
    [-5, F.fuelOdo],
    ['12,5', null],
    [HUGE, L.odoMax],
    [HUGE_TEXT, L.odoMax],
    [87_601, jump('87.601')],
    [87_600, null],
  ],
  'receive odo': [
    ['', null],
    ['-', ODO_INVALID],
    [-5, ODO_INVALID],
    [0, F.receiveOdoBelow(0, RECORDED)],
    ['12,5', F.receiveOdoBelow(12.5, RECORDED)],
    [HUGE, L.odoMax],
    [87_601, jump('87.601')],
    [RECORDED, null],
  ],
  'return odo': [
    ['', F.returnOdoInvalid],
    [0, F.returnOdoInvalid],
    [-5, F.returnOdoInvalid],
    ['12,5', F.returnOdoBelow(12.5, RECORDED)],
    [HUGE, L.odoMax],
    [87_601, jump('87.601')],
    ['82600,5', null],
  ],
  'return mucNhienLieu': [
    ['', null],
    [0, null],
    [-5, FUEL_LEVEL_INVALID],
    ['12,5', null],
    [HUGE, L.litresMax],
  ],
  'checklist odo': [
    ['', F.checklistOdo],
    [-5, F.checklistOdo],
    [0, null],
    ['12,5', null],
    [HUGE, L.odoMax],
    [87_601, jump('87.601')],
  ],
  'sos odo': [
    ['', null],
    [0, null],
    [-5, ODO_INVALID],
    ['12,5', null],
    [HUGE, L.odoMax],
  ],
  'quote (driver and console) giaDeXuat': [
    ['', MM.quoteRequired],
    ['-', MM.quoteRequired],
    [0, MM.quoteRequired],
    [-50, MM.quoteRequired],
    [0.5, MM.quoteRequired],
    ['12,5', L.moneyFraction],
    [HUGE, L.moneyMax],
    [1, null],
  ],
  'completion (driver and console) odoHoanThanh': [
    ['', MM.completeRequired],
    [0, MM.completePositive],
    [-5, MM.completePositive],
    ['12,5', null],
    [HUGE, L.odoMax],
  ],
  'completion (driver and console) chiPhiThucTe': [
    ['', MM.completeRequired],
    [0, MM.completePositive],
    [-50, MM.completePositive],
    ['12,5', L.moneyFraction],
    [HUGE, L.moneyMax],
  ],
  'ticket create (console) odoLucTao': [
    ['', null],
    [0, null],
    [-5, MM.createOdo],
    ['-', MM.createOdo],
    ['12,5', null],
    [HUGE, L.odoMax],
  ],
  'attendance day (console) soCong': [
    ['', null],
    [0, null],
    ['0,5', null],
    [-0.5, ATTENDANCE_ADMIN_MESSAGES.soCongInvalid],
    ['-', ATTENDANCE_ADMIN_MESSAGES.soCongInvalid],
    ['12,5', ATTENDANCE_ADMIN_MESSAGES.soCongInvalid],
    [0.755, ATTENDANCE_ADMIN_MESSAGES.soCongInvalid],
    [HUGE, ATTENDANCE_ADMIN_MESSAGES.soCongInvalid],
  ],
  'work order create (console) tienCong': [
    ['', W.required],
    [0, null],
    [-5_000, W.tienCongInvalid],
    ['12,5', W.tienCongInvalid],
    [HUGE, W.tienCongInvalid],
  ],
};

describe.each(fields)('$form · $field', ({ form, field, problem }) => {
  const cases = expected[`${form} ${field}`] ?? [];
  it('has its cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('typed %o → %s', (value, message) => {
    expect(problem(value)).toBe(message);
  });
});

describe('the limits, in vi-VN words', () => {
  it('the jump message shows both readings with vi-VN grouping', () => {
    expect(L.odoJump(87_601, 82_600)).toBe(
      'Số ODO (87.601) vượt quá ODO đã ghi nhận (82.600) hơn 5.000 km. Vui lòng kiểm tra lại hoặc liên hệ điều phối.',
    );
    expect(L.moneyMax).toBe('Số tiền không được vượt quá 10.000.000.000 đ.');
    expect(L.litresMax).toBe('Số lít không được vượt quá 2.000.');
    expect(L.odoMax).toBe('Số ODO không được vượt quá 10.000.000 km.');
  });

  it('no jump check without a recorded odometer', () => {
    expect(fuelProblem({ ...fuelOk, odoKmCuoiKy: 9_000_000 })).toBeNull();
    expect(sosProblem({ noiDungSuCo: 'x', odo: 9_000_000, photoId: null }, RECORDED)?.message).toBe(
      L.odoJump(9_000_000, RECORDED),
    );
  });
});

describe('what passes is sent exactly as typed', () => {
  it('decimal comma, no rounding, no clamping', () => {
    expect(parseNumber('12,345')).toBe(12.345);
    const fuel = fuelPayload(3, { ...fuelOk, soLit: '45,123', odoKmCuoiKy: '82700' });
    expect(fuel.payload).toMatchObject({ soTien: 1_500_000, soLit: 45.123, odoKmCuoiKy: 82_700 });
    expect(returnPayload(7, { odo: '82600,5', mucNhienLieu: '12,75', ghiChu: '' })).toMatchObject({
      odo: 82_600.5,
      mucNhienLieu: 12.75,
    });
    expect(quotePayload(4, { garaDeXuat: 'A', giaDeXuat: '1800000', photoId: null }).payload.giaDeXuat).toBe(1_800_000);
    expect(
      completePayload(4, {
        odoHoanThanh: '45100,5',
        chiPhiThucTe: 10_000_000_000,
        photoId: 'r',
        ghiChuHoanThanh: '',
      }).payload,
    ).toEqual({
      phieuId: 4,
      odoHoanThanh: 45_100.5,
      chiPhiThucTe: 10_000_000_000,
    });
  });

  it('the console sends the ticket odometer as typed (Mantine’s raw "12.5" is not read as 125)', () => {
    const check = checkTicketCreate({ xeId: '3', loai: 'DINH_KY', item: null, noiDung: 'Thay dầu', odo: '82600.5' });
    expect(check).toMatchObject({ ok: true, body: { odoLucTao: 82_600.5 } });
  });

  it('the attendance override is never rounded to the step: 0,755 is refused, not sent as 0,76', () => {
    const request = adjustRequestOf(7, '2025-06-10', {
      soCong: 0.755,
      sangVao: '',
      sangRa: '',
      chieuVao: '',
      chieuRa: '',
    });
    expect(request.soCong).toBe(0.755);
    expect(adjustRequest.safeParse(request).success).toBe(false);
  });
});
