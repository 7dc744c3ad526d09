import { Badge, Code, Text } from '@mantine/core';
import {
  type Action,
  type ApiPermission,
  type AppFunction,
  actionPageResponse,
  actionRequest,
  actionResponse,
  apiPermissionPageResponse,
  apiPermissionRequest,
  apiPermissionResponse,
  type Department,
  departmentPageResponse,
  departmentRequest,
  departmentResponse,
  departmentStatusLabel,
  functionPageResponse,
  functionRequest,
  functionResponse,
  type Permission,
  type Position,
  permissionPageResponse,
  permissionRequest,
  permissionResponse,
  positionPageResponse,
  positionRequest,
  positionResponse,
  REFERENCE_MESSAGES,
  REFERENCE_TITLES,
} from '@/contracts/admin';
import { RULE_METHODS } from '@/contracts/rbac';
import type { DataTableColumn } from '@/ui/data-table';
import { useActionLookup, useFunctionLookup, usePermissionLookup } from '../api/lookups';
import { fieldText, frameText, timeText } from '../model/reference-form';
import type { FieldSpec, ReferenceListConfig, SelectOption } from './reference-list-page';

const strong = (text: string) => (
  <Text fw={600} size="sm">
    {text}
  </Text>
);
const codeColumn = <R,>(header: string, get: (r: R) => string): DataTableColumn<R> => ({
  key: 'code',
  header,
  width: 200,
  render: (r) => <Code>{get(r)}</Code>,
});
const nameColumn = <R,>(header: string, get: (r: R) => string): DataTableColumn<R> => ({
  key: 'name',
  header,
  render: (r) => strong(get(r)),
});
const text = (name: string, label: string, placeholder?: string): FieldSpec => ({
  kind: 'text',
  name,
  label,
  required: true,
  placeholder,
});

/** Options from a lookup hook: its rows as options, 'Đang tải...' while loading, the spec's text when it failed. */
function lookupOptions<T>(
  query: { data?: T[]; isPending: boolean; isError: boolean },
  toOption: (row: T) => SelectOption,
  errorText: string,
) {
  return {
    options: (query.data ?? []).map(toOption),
    loading: query.isPending,
    error: query.isError ? errorText : null,
  };
}

// ── departments ──────────────────────────────────────────────────────────────────────────────
export const DEPARTMENT_LIST: ReferenceListConfig<Department> = {
  resource: 'phong-ban',
  title: REFERENCE_TITLES.departments,
  crumb: 'Phòng ban',
  noun: 'phòng ban',
  pageSchema: departmentPageResponse,
  oneSchema: departmentResponse,
  request: departmentRequest,
  rowId: (r) => r.idPhongBan,
  rowLabel: (r) => r.tenPhongBan,
  columns: [
    codeColumn('Mã phòng ban', (r) => r.maPhongBan),
    nameColumn('Tên phòng ban', (r) => r.tenPhongBan),
    {
      key: 'status',
      header: 'Trạng thái',
      render: (r) => (
        <Badge color={r.trangThai === 1 ? 'green' : 'gray'} variant="light">
          {departmentStatusLabel(r.trangThai)}
        </Badge>
      ),
    },
    { key: 'morning', header: 'Buổi sáng', render: (r) => frameText(r.gioBatDauSang, r.gioKetThucSang) },
    { key: 'afternoon', header: 'Buổi chiều', render: (r) => frameText(r.gioBatDauChieu, r.gioKetThucChieu) },
  ],
  fields: [
    text('maPhongBan', 'Mã phòng ban', 'VD: KeToan'),
    text('tenPhongBan', 'Tên phòng ban', 'VD: Phòng Kế toán'),
    { kind: 'status', name: 'trangThai', label: 'Trạng thái' },
    { kind: 'time', name: 'gioBatDauSang', label: 'Giờ bắt đầu buổi sáng' },
    { kind: 'time', name: 'gioKetThucSang', label: 'Giờ kết thúc buổi sáng' },
    { kind: 'time', name: 'gioBatDauChieu', label: 'Giờ bắt đầu buổi chiều' },
    { kind: 'time', name: 'gioKetThucChieu', label: 'Giờ kết thúc buổi chiều' },
  ],
  initial: () => ({
    maPhongBan: '',
    tenPhongBan: '',
    trangThai: '1',
    gioBatDauSang: '',
    gioKetThucSang: '',
    gioBatDauChieu: '',
    gioKetThucChieu: '',
  }),
  fromRow: (r) => ({
    maPhongBan: r.maPhongBan,
    tenPhongBan: r.tenPhongBan,
    trangThai: fieldText(r.trangThai),
    gioBatDauSang: timeText(r.gioBatDauSang),
    gioKetThucSang: timeText(r.gioKetThucSang),
    gioBatDauChieu: timeText(r.gioBatDauChieu),
    gioKetThucChieu: timeText(r.gioKetThucChieu),
  }),
  permissions: { add: 'PHONG_BAN_THEM', edit: 'PHONG_BAN_SUA', remove: 'PHONG_BAN_XOA' },
  deleteNote: 'Phòng ban được ẩn khỏi danh sách (xóa mềm); lịch sử chấm công và người dùng cũ vẫn giữ tên phòng ban.',
};

// ── positions ────────────────────────────────────────────────────────────────────────────────
export const POSITION_LIST: ReferenceListConfig<Position> = {
  resource: 'chuc-vu',
  title: REFERENCE_TITLES.positions,
  crumb: 'Chức vụ',
  noun: 'chức vụ',
  pageSchema: positionPageResponse,
  oneSchema: positionResponse,
  request: positionRequest,
  rowId: (r) => r.idChucVu,
  rowLabel: (r) => r.tenChucVu,
  columns: [codeColumn('Mã chức vụ', (r) => r.maChucVu), nameColumn('Tên chức vụ', (r) => r.tenChucVu)],
  fields: [text('maChucVu', 'Mã chức vụ', 'VD: TAI_XE'), text('tenChucVu', 'Tên chức vụ', 'VD: Tài xế')],
  initial: () => ({ maChucVu: '', tenChucVu: '' }),
  fromRow: (r) => ({ maChucVu: r.maChucVu, tenChucVu: r.tenChucVu }),
  permissions: { add: 'CHUC_VU_THEM', edit: 'CHUC_VU_SUA', remove: 'CHUC_VU_XOA' },
};

// ── functions (modules) ──────────────────────────────────────────────────────────────────────
export const FUNCTION_LIST: ReferenceListConfig<AppFunction> = {
  resource: 'chuc-nang',
  title: REFERENCE_TITLES.functions,
  crumb: 'Chức năng',
  noun: 'chức năng',
  pageSchema: functionPageResponse,
  oneSchema: functionResponse,
  request: functionRequest,
  rowId: (r) => r.idChucNang,
  rowLabel: (r) => r.tenChucNang,
  columns: [codeColumn('Mã chức năng', (r) => r.maChucNang), nameColumn('Tên chức năng', (r) => r.tenChucNang)],
  fields: [text('maChucNang', 'Mã chức năng', 'VD: XE'), text('tenChucNang', 'Tên chức năng', 'VD: Xe')],
  initial: () => ({ maChucNang: '', tenChucNang: '' }),
  fromRow: (r) => ({ maChucNang: r.maChucNang, tenChucNang: r.tenChucNang }),
  permissions: { add: 'PHAN_QUYEN_THEM', edit: 'PHAN_QUYEN_SUA', remove: 'PHAN_QUYEN_XOA' },
};

// ── actions ──────────────────────────────────────────────────────────────────────────────────
export const ACTION_LIST: ReferenceListConfig<Action> = {
  resource: 'hanh-dong',
  title: REFERENCE_TITLES.actions,
  crumb: 'Hành động',
  noun: 'hành động',
  pageSchema: actionPageResponse,
  oneSchema: actionResponse,
  request: actionRequest,
  rowId: (r) => r.idHanhDong,
  rowLabel: (r) => r.tenHanhDong,
  columns: [codeColumn('Mã hành động', (r) => r.maHanhDong), nameColumn('Tên hành động', (r) => r.tenHanhDong)],
  fields: [text('maHanhDong', 'Mã hành động', 'VD: XEM'), text('tenHanhDong', 'Tên hành động', 'VD: Xem')],
  initial: () => ({ maHanhDong: '', tenHanhDong: '' }),
  fromRow: (r) => ({ maHanhDong: r.maHanhDong, tenHanhDong: r.tenHanhDong }),
  permissions: { add: 'PHAN_QUYEN_THEM', edit: 'PHAN_QUYEN_SUA', remove: 'PHAN_QUYEN_XOA' },
  loadError: REFERENCE_MESSAGES.actionsLoadError,
  createError: REFERENCE_MESSAGES.actionCreateError,
};

// ── permissions ──────────────────────────────────────────────────────────────────────────────
const useFunctionOptions = () =>
  lookupOptions(
    useFunctionLookup(),
    (f) => ({ value: String(f.idChucNang), label: `${f.tenChucNang} (${f.maChucNang})` }),
    'Không thể tải danh sách chức năng',
  );
const useActionOptions = () =>
  lookupOptions(
    useActionLookup(),
    (a) => ({ value: String(a.idHanhDong), label: `${a.tenHanhDong} (${a.maHanhDong})` }),
    REFERENCE_MESSAGES.actionsLoadError,
  );

export const PERMISSION_LIST: ReferenceListConfig<Permission> = {
  resource: 'quyen',
  title: REFERENCE_TITLES.permissions,
  crumb: 'Quyền',
  noun: 'quyền',
  pageSchema: permissionPageResponse,
  oneSchema: permissionResponse,
  request: permissionRequest,
  rowId: (r) => r.idQuyen,
  rowLabel: (r) => r.maQuyen,
  columns: [
    codeColumn('Mã quyền', (r) => r.maQuyen),
    nameColumn('Tên quyền', (r) => r.tenQuyen),
    { key: 'function', header: 'Chức năng', render: (r) => r.chucNang },
    { key: 'action', header: 'Hành động', render: (r) => r.hanhDong },
  ],
  fields: [
    text('maQuyen', 'Mã quyền', 'VD: XE_XEM'),
    text('tenQuyen', 'Tên quyền', 'VD: Xem xe'),
    { kind: 'select', name: 'idChucNang', label: 'Chức năng', required: true, useOptions: useFunctionOptions },
    { kind: 'select', name: 'idHanhDong', label: 'Hành động', required: true, useOptions: useActionOptions },
  ],
  initial: () => ({ maQuyen: '', tenQuyen: '', idChucNang: '', idHanhDong: '' }),
  fromRow: (r) => ({
    maQuyen: r.maQuyen,
    tenQuyen: r.tenQuyen,
    idChucNang: fieldText(r.idChucNang),
    idHanhDong: fieldText(r.idHanhDong),
  }),
  permissions: { add: 'PHAN_QUYEN_THEM', edit: 'PHAN_QUYEN_SUA', remove: 'PHAN_QUYEN_XOA' },
  loadError: REFERENCE_MESSAGES.permissionsLoadError,
};

// ── API permission rules ─────────────────────────────────────────────────────────────────────
const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};
const usePermissionOptions = () =>
  lookupOptions(
    usePermissionLookup(),
    (p) => ({ value: String(p.idQuyen), label: `${p.maQuyen} — ${p.tenQuyen}` }),
    REFERENCE_MESSAGES.permissionsLoadError,
  );
const useMethodOptions = () => ({
  options: RULE_METHODS.map((m) => ({ value: m, label: m === '*' ? '* (mọi phương thức)' : m })),
  loading: false,
  error: null,
});

export const API_PERMISSION_LIST: ReferenceListConfig<ApiPermission> = {
  resource: 'api-permission',
  title: 'Danh sách API Permission',
  crumb: 'API Permission',
  noun: 'API permission',
  pageSchema: apiPermissionPageResponse,
  oneSchema: apiPermissionResponse,
  request: apiPermissionRequest,
  rowId: (r) => r.id,
  rowLabel: (r) => `${r.method} ${r.urlPattern}`,
  columns: [
    {
      key: 'method',
      header: 'Method',
      width: 110,
      render: (r) => (
        <Badge color={METHOD_COLORS[r.method] ?? 'gray'} variant="light">
          {r.method}
        </Badge>
      ),
    },
    { key: 'url', header: 'URL pattern', render: (r) => <Code>{r.urlPattern}</Code> },
    codeColumn('Mã quyền', (r) => r.maQuyen),
    { key: 'name', header: 'Tên quyền', render: (r) => r.tenQuyen },
  ],
  fields: [
    { kind: 'select', name: 'method', label: 'Method', required: true, useOptions: useMethodOptions },
    {
      kind: 'text',
      name: 'urlPattern',
      label: 'URL pattern',
      required: true,
      placeholder: '/api/xe/**',
      description: '{id} hoặc * thay một đoạn; ** ở cuối thay mọi đoạn còn lại.',
    },
    { kind: 'select', name: 'idQuyen', label: 'Quyền', required: true, useOptions: usePermissionOptions },
  ],
  initial: () => ({ method: 'GET', urlPattern: '', idQuyen: '' }),
  fromRow: (r) => ({ method: r.method, urlPattern: r.urlPattern, idQuyen: fieldText(r.idQuyen) }),
  permissions: { add: 'PHAN_QUYEN_THEM', edit: 'PHAN_QUYEN_SUA', remove: 'PHAN_QUYEN_XOA' },
  searchPlaceholder: 'URL hoặc mã quyền — Enter',
  loadError: REFERENCE_MESSAGES.apiPermissionsLoadError,
};
