import { describe, expect, it } from 'vitest';
import { type ChecklistItem, checklistProblem, FLEET_MESSAGES } from '@/contracts/fleet';
import {
  answer,
  checklistFormProblem,
  checklistPayload,
  criticalNgCount,
  FUEL_LEVEL_INVALID,
  type FuelValues,
  fuelPayload,
  fuelProblem,
  ODO_INVALID,
  parseNumber,
  receivePayload,
  receiveProblem,
  returnPayload,
  returnProblem,
  sosPayload,
  sosProblem,
} from '@/features/driver/model/forms';

describe('parseNumber', () => {
  it('reads numbers and typed text with a decimal comma; empty or junk is null', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 40 ')).toBe(40);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
  });
});

describe('fuel report (spec 003 §5)', () => {
  const ok: FuelValues = {
    soTien: 500_000,
    soLit: 20.5,
    odoKmCuoiKy: 12_345,
    receiptPhotoId: 'p-receipt',
    odoPhotoId: 'p-odo',
    ghiChu: '',
  };

  it('accepts a complete report', () => expect(fuelProblem(ok)).toBeNull());

  it.each([
    [{ soTien: '' }, 'soTien', 'Vui lòng nhập Số tiền hợp lệ (>= 1.000).'],
    [{ soTien: 999 }, 'soTien', 'Vui lòng nhập Số tiền hợp lệ (>= 1.000).'],
    [{ soLit: 0 }, 'soLit', 'Vui lòng nhập Số lít hợp lệ (> 0).'],
    [{ soLit: '' }, 'soLit', 'Vui lòng nhập Số lít hợp lệ (> 0).'],
    [{ odoKmCuoiKy: 0 }, 'odoKmCuoiKy', 'Vui lòng nhập ODO hợp lệ.'],
    [{ receiptPhotoId: null }, 'photos', 'Vui lòng upload đủ 2 ảnh: Biên lai và ODO.'],
    [{ odoPhotoId: null }, 'photos', 'Vui lòng upload đủ 2 ảnh: Biên lai và ODO.'],
  ] as const)('%o → %s: the exact message', (change, field, message) => {
    expect(fuelProblem({ ...ok, ...change })).toEqual({ field, message });
  });

  it('reports the first problem in form order', () => {
    expect(fuelProblem({ ...ok, soTien: 1, soLit: 0, receiptPhotoId: null })?.field).toBe('soTien');
  });

  it('amount 1.000 is the minimum accepted', () => expect(fuelProblem({ ...ok, soTien: 1000 })).toBeNull());

  it('queues the payload without photo URLs and the two photos at their fields', () => {
    const { payload, photos } = fuelPayload(3, { ...ok, ghiChu: '  đổ đầy  ' });
    expect(payload).toEqual({ xeId: 3, soTien: 500_000, soLit: 20.5, odoKmCuoiKy: 12_345, ghiChu: 'đổ đầy' });
    expect(photos).toEqual([
      { photoId: 'p-receipt', field: 'anhBienLaiUrl' },
      { photoId: 'p-odo', field: 'anhOdoUrl' },
    ]);
  });
});

describe('return vehicle (spec 003 §5)', () => {
  it('odometer required and > 0', () => {
    for (const odo of ['', 0, 'x']) {
      expect(returnProblem({ odo, mucNhienLieu: '', ghiChu: '' }, 100)).toEqual({
        field: 'odo',
        message: 'Vui lòng nhập số ODO hợp lệ khi trả xe.',
      });
    }
  });

  it('not below the recorded odometer, with both values in the message', () => {
    expect(returnProblem({ odo: 90, mucNhienLieu: '', ghiChu: '' }, 100)).toEqual({
      field: 'odo',
      message: 'Số ODO trả xe (90) không thể nhỏ hơn ODO đã ghi nhận (100).',
    });
    expect(returnProblem({ odo: 100, mucNhienLieu: '', ghiChu: '' }, 100)).toBeNull();
    expect(returnProblem({ odo: 5, mucNhienLieu: '', ghiChu: '' }, null)).toBeNull();
  });

  it('fuel level optional, not negative', () => {
    expect(returnProblem({ odo: 120, mucNhienLieu: '-1', ghiChu: '' }, 100)).toEqual({
      field: 'mucNhienLieu',
      message: FUEL_LEVEL_INVALID,
    });
    expect(returnProblem({ odo: 120, mucNhienLieu: 0, ghiChu: '' }, 100)).toBeNull();
  });

  it('payload: RETURN with odometer, fuel level or null, trimmed note or null', () => {
    expect(returnPayload(7, { odo: 120, mucNhienLieu: '', ghiChu: '  ' })).toEqual({
      phanCongId: 7,
      eventType: 'RETURN',
      odo: 120,
      mucNhienLieu: null,
      ghiChu: null,
    });
  });
});

describe('receive vehicle', () => {
  it('odometer optional; when given not below the recorded one', () => {
    expect(receiveProblem({ odo: '' }, 100)).toBeNull();
    expect(receiveProblem({ odo: 100 }, 100)).toBeNull();
    expect(receiveProblem({ odo: 99 }, 100)).toEqual({
      field: 'odo',
      message: FLEET_MESSAGES.receiveOdoBelow(99, 100),
    });
    expect(receiveProblem({ odo: 'abc' }, 100)).toEqual({ field: 'odo', message: ODO_INVALID });
  });

  it('payload carries the odometer only when given', () => {
    expect(receivePayload(7, { odo: '' })).toEqual({ phanCongId: 7, eventType: 'RECEIVE' });
    expect(receivePayload(7, { odo: 120 })).toEqual({ phanCongId: 7, eventType: 'RECEIVE', odo: 120 });
  });
});

describe('SOS (spec 003 §5)', () => {
  it('description required (blank counts as missing), exact message', () => {
    expect(sosProblem({ noiDungSuCo: '   ', odo: '', photoId: null })).toEqual({
      field: 'noiDungSuCo',
      message: 'Vui lòng mô tả sự cố.',
    });
  });

  it('photo and odometer optional', () => {
    expect(sosProblem({ noiDungSuCo: 'Nổ lốp', odo: '', photoId: null })).toBeNull();
    expect(sosProblem({ noiDungSuCo: 'Nổ lốp', odo: 'x', photoId: null })).toEqual({
      field: 'odo',
      message: ODO_INVALID,
    });
  });

  it('payload: coordinates only with a fresh fix; photo to anhSuCoUrl', () => {
    const values = { noiDungSuCo: ' Nổ lốp ', odo: 12_000, photoId: 'p1' };
    expect(sosPayload(values, null)).toEqual({
      payload: { noiDungSuCo: 'Nổ lốp', odoHienTai: 12_000 },
      photos: [{ photoId: 'p1', field: 'anhSuCoUrl' }],
    });
    expect(sosPayload({ ...values, photoId: null }, { lat: 10.1, lng: 106.2 })).toEqual({
      payload: { noiDungSuCo: 'Nổ lốp', odoHienTai: 12_000, lat: 10.1, lng: 106.2 },
      photos: [],
    });
  });
});

describe('checklist form (the contract’s checklistProblem, with local photos)', () => {
  const items: ChecklistItem[] = [
    { id: 1, tenHangMuc: 'Phanh', moTa: null, viTri: 1, mucDo: 'CRITICAL', active: true },
    { id: 2, tenHangMuc: 'Gương', moTa: null, viTri: 2, mucDo: 'WARNING', active: true },
    { id: 3, tenHangMuc: 'Vệ sinh', moTa: null, viTri: 3, mucDo: 'INFO', active: true },
  ];
  const allOk = [1, 2, 3].reduce((d, id) => answer(d, id, 'OK'), {});

  it('odometer first: required and not negative', () => {
    expect(checklistFormProblem(items, allOk, '')).toEqual({ itemId: null, message: 'Vui lòng nhập số ODO hợp lệ.' });
    expect(checklistFormProblem(items, allOk, -1)?.message).toBe(FLEET_MESSAGES.checklistOdo);
    expect(checklistFormProblem(items, allOk, 0)).toBeNull();
  });

  it('every item answered, with the item named', () => {
    const draft = answer(answer({}, 1, 'OK'), 3, 'OK');
    expect(checklistFormProblem(items, draft, 10)).toEqual({
      itemId: 2,
      message: 'Bạn chưa kiểm tra hạng mục: "Gương"',
    });
  });

  it('NG on CRITICAL/WARNING needs note AND photo; the local photo counts as the image', () => {
    const ng = answer(allOk, 1, 'NG');
    const message = 'Hạng mục "Phanh" là lỗi quan trọng, yêu cầu Ghi chú VÀ Hình ảnh.';
    expect(checklistFormProblem(items, ng, 10)).toEqual({ itemId: 1, message });
    expect(checklistFormProblem(items, { ...ng, 1: { ...ng[1], ghiChu: 'Mòn' } }, 10)?.message).toBe(message);
    expect(checklistFormProblem(items, { ...ng, 1: { ...ng[1], photoId: 'p' } }, 10)?.message).toBe(message);
    expect(checklistFormProblem(items, { ...ng, 1: { ...ng[1], ghiChu: 'Mòn', photoId: 'p' } }, 10)).toBeNull();
  });

  it('NG on INFO needs a note only', () => {
    const ng = answer(allOk, 3, 'NG');
    expect(checklistFormProblem(items, ng, 10)).toEqual({
      itemId: 3,
      message: 'Vui lòng nhập ghi chú cho hạng mục lỗi "Vệ sinh".',
    });
    expect(checklistFormProblem(items, { ...ng, 3: { ...ng[3], ghiChu: 'Bẩn' } }, 10)).toBeNull();
  });

  it('agrees with the contract function on the same answers', () => {
    const draft = { ...answer(allOk, 2, 'NG'), 2: { trangThai: 'NG' as const, ghiChu: 'Nứt' } };
    const contract = checklistProblem(items, {
      1: { trangThai: 'OK' },
      2: { trangThai: 'NG', ghiChu: 'Nứt' },
      3: { trangThai: 'OK' },
    });
    expect(checklistFormProblem(items, draft, 10)).toEqual(contract);
  });

  it('choosing OK clears the note and the photo', () => {
    const ng = { ...answer({}, 1, 'NG'), 1: { trangThai: 'NG' as const, ghiChu: 'Mòn', photoId: 'p' } };
    expect(answer(ng, 1, 'OK')[1]).toEqual({ trangThai: 'OK' });
    // Switching back to NG keeps nothing from before OK.
    expect(answer(answer(ng, 1, 'OK'), 1, 'NG')[1]).toEqual({ trangThai: 'NG' });
  });

  it('payload in item order; photos at items.{index}.anhUrl; notes only on NG', () => {
    const draft = {
      ...allOk,
      1: { trangThai: 'NG' as const, ghiChu: ' Mòn ', photoId: 'p1' },
      3: { trangThai: 'NG' as const, ghiChu: 'Bẩn' },
    };
    const { payload, photos } = checklistPayload(3, items, draft, 12_345);
    expect(payload).toEqual({
      xeId: 3,
      odo: 12_345,
      items: [
        { itemId: 1, trangThai: 'NG', ghiChu: 'Mòn' },
        { itemId: 2, trangThai: 'OK', ghiChu: null },
        { itemId: 3, trangThai: 'NG', ghiChu: 'Bẩn' },
      ],
    });
    expect(photos).toEqual([{ photoId: 'p1', field: 'items.0.anhUrl' }]);
    expect(criticalNgCount(items, draft)).toBe(1);
  });
});
