/**
 * Staff and permission administration (spec 000 §2, §3, §5, §7, §8): users, departments, positions,
 * permissions, functions (modules), actions, API-permission rules and the per-user matrix. The same
 * schemas check the forms in the browser and the requests on the server; every list is a zero-based
 * page of 10 unless the screen asks for more (lookups: 1000, permissions: 2000).
 */
import { z } from 'zod';
import { envelope, messageOnly, pageOf, pageQuery } from './envelope';
import { blank, isPhotoUrl, searchText } from './fleet-vehicles';
import { parseUrlPattern, RULE_METHODS } from './rbac';

// ── texts ────────────────────────────────────────────────────────────────────────────────────
/** The reference lists' toasts, titles and confirmation (spec 000 §2, §8). */
export const REFERENCE_MESSAGES = {
  created: 'Thêm thành công',
  updated: 'Cập nhật thành công',
  deleted: 'Xóa thành công',
  createError: 'Lỗi khi thêm',
  updateError: 'Lỗi khi cập nhật',
  deleteError: 'Lỗi khi xóa',
  actionCreateError: 'Lỗi khi thêm hành động',
  actionsLoadError: 'Không thể tải danh sách hành động',
  apiPermissionsLoadError: 'Không thể tải danh sách API Permission',
  permissionsLoadError: 'Không thể tải danh sách quyền',
  confirmDelete: 'Xóa vĩnh viễn!',
  codeFormat: 'Mã chỉ gồm chữ không dấu, số và các dấu _ . - (không có khoảng trắng).',
  tooLong: (label: string, max: number) => `${label} tối đa ${max} ký tự.`,
} as const;

export const REFERENCE_TITLES = {
  departments: 'Danh sách phòng ban',
  positions: 'Danh sách chức vụ',
  permissions: 'Danh sách quyền',
  functions: 'Danh sách chức năng',
  actions: 'Danh sách hành động',
  profile: 'Hồ sơ người dùng',
} as const;

/** Department status: 1 shows 'Hoạt động', anything else 'Ngưng' (spec 000 §2). */
export const departmentStatusLabel = (trangThai: number) => (trangThai === 1 ? 'Hoạt động' : 'Ngưng');
/** User status: 1 active, 0 inactive (spec 000 §2 shows Active/Inactive). */
export const userStatusLabel = (trangThai: number) => (trangThai === 1 ? 'Active' : 'Inactive');

export const USER_MESSAGES = {
  // The user screen's alerts (spec 000 §8), shown with the server message first.
  loadError: 'Failed to load users',
  rolesLoadError: 'Failed to load roles (chuc_vu)',
  departmentsLoadError: 'Failed to load departments (phong_ban)',
  actionsLoadError: 'Failed to load actions',
  modulesLoadError: 'Failed to load modules (chuc_nang)',
  initAddError: 'Failed to initialize Add form',
  createError: 'Failed to create user',
  openEditError: 'Failed to open Edit form',
  updateError: 'Failed to update user',
  deleteError: 'Failed to delete user',
  avatarError: 'Upload avatar failed',
  created: 'Created successfully',
  updated: 'Updated successfully',
  passwordMismatch: 'Password confirmation does not match',
  avatarHint: 'JPG/PNG up to 5MB',
  // Field rules (spec 000 §5) and the server's refusals.
  firstNameRequired: 'Vui lòng nhập họ.',
  fullNameRequired: 'Vui lòng nhập họ tên.',
  usernameRequired: 'Vui lòng nhập tên đăng nhập.',
  usernameFormat: 'Tên đăng nhập chỉ gồm chữ không dấu, số và các dấu . _ - (tối đa 50 ký tự).',
  usernameTaken: (tenDangNhap: string) => `Tên đăng nhập "${tenDangNhap}" đã tồn tại.`,
  emailRequired: 'Vui lòng nhập email.',
  emailInvalid: 'Email không hợp lệ.',
  emailTaken: (email: string) => `Email "${email}" đã được dùng cho một tài khoản khác.`,
  passwordRequired: 'Vui lòng nhập mật khẩu.',
  passwordLength: 'Mật khẩu phải có từ 8 đến 200 ký tự.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  positionRequired: 'Vui lòng chọn chức vụ.',
  departmentRequired: 'Vui lòng chọn phòng ban.',
  positionNotFound: 'Chức vụ không tồn tại.',
  departmentNotFound: 'Phòng ban không tồn tại hoặc đã bị xóa.',
  statusInvalid: 'Trạng thái chỉ có thể là 1 (Active) hoặc 0 (Inactive).',
  avatarInvalid: 'Đường dẫn ảnh đại diện không hợp lệ.',
  notFound: 'Không tìm thấy người dùng.',
  deactivated: 'Đã ngưng hoạt động tài khoản. Lịch sử của người dùng được giữ lại.',
  notSelf: 'Bạn không thể ngưng hoạt động tài khoản của chính mình.',
  administratorsOnly: 'Chỉ quản trị viên được sửa tài khoản quản trị hoặc gán chức vụ Quản trị hệ thống.',
} as const;

export const DEPARTMENT_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã phòng ban.',
  nameRequired: 'Vui lòng nhập tên phòng ban.',
  statusInvalid: 'Trạng thái chỉ có thể là 1 (Hoạt động) hoặc 0 (Ngưng).',
  timeInvalid: 'Giờ không hợp lệ (định dạng HH:mm).',
  morningPair: 'Vui lòng nhập đủ giờ bắt đầu và giờ kết thúc buổi sáng.',
  afternoonPair: 'Vui lòng nhập đủ giờ bắt đầu và giờ kết thúc buổi chiều.',
  morningOrder: 'Giờ kết thúc buổi sáng phải sau giờ bắt đầu.',
  afternoonOrder: 'Giờ kết thúc buổi chiều phải sau giờ bắt đầu.',
  codeTaken: (ma: string) => `Mã phòng ban "${ma}" đã tồn tại.`,
  notFound: 'Không tìm thấy phòng ban.',
  inUse: (ten: string, n: number) => `Không thể xóa phòng ban "${ten}" vì còn ${n} người dùng đang hoạt động.`,
} as const;

export const POSITION_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã chức vụ.',
  nameRequired: 'Vui lòng nhập tên chức vụ.',
  codeTaken: (ma: string) => `Mã chức vụ "${ma}" đã tồn tại.`,
  notFound: 'Không tìm thấy chức vụ.',
  inUse: (ten: string, n: number) => `Không thể xóa chức vụ "${ten}" vì đang có ${n} người dùng giữ chức vụ này.`,
  system: (ma: string) => `Chức vụ "${ma}" là chức vụ hệ thống: không thể xóa hay đổi mã.`,
} as const;

export const FUNCTION_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã chức năng.',
  nameRequired: 'Vui lòng nhập tên chức năng.',
  codeTaken: (ma: string) => `Mã chức năng "${ma}" đã tồn tại.`,
  notFound: 'Không tìm thấy chức năng.',
  inUse: (ten: string, n: number) => `Không thể xóa chức năng "${ten}" vì đang có ${n} quyền thuộc chức năng này.`,
} as const;

export const ACTION_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã hành động.',
  nameRequired: 'Vui lòng nhập tên hành động.',
  codeTaken: (ma: string) => `Mã hành động "${ma}" đã tồn tại.`,
  notFound: 'Không tìm thấy hành động.',
  inUse: (ten: string, n: number) => `Không thể xóa hành động "${ten}" vì đang có ${n} quyền dùng hành động này.`,
} as const;

export const PERMISSION_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã quyền.',
  nameRequired: 'Vui lòng nhập tên quyền.',
  functionRequired: 'Vui lòng chọn chức năng.',
  actionRequired: 'Vui lòng chọn hành động.',
  functionNotFound: 'Chức năng không tồn tại.',
  actionNotFound: 'Hành động không tồn tại.',
  codeTaken: (ma: string) => `Mã quyền "${ma}" đã tồn tại.`,
  pairTaken: (ma: string) => `Chức năng và hành động này đã có quyền "${ma}".`,
  notFound: 'Không tìm thấy quyền.',
  inUse: (ma: string, n: number) => `Không thể xóa quyền "${ma}" vì đang được dùng trong ${n} quy tắc API permission.`,
} as const;

export const API_PERMISSION_MESSAGES = {
  methodRequired: 'Vui lòng chọn phương thức.',
  urlRequired: 'Vui lòng nhập URL pattern.',
  permissionRequired: 'Vui lòng chọn quyền.',
  permissionNotFound: 'Quyền không tồn tại.',
  taken: (method: string, url: string) => `Đã có quy tắc cho ${method} ${url}.`,
  notFound: 'Không tìm thấy quy tắc API permission.',
  adminOnly: 'Chỉ quản trị viên được thay đổi quy tắc API permission.',
  literalShadow: (method: string, url: string) =>
    `URL pattern không được dùng giá trị cụ thể ở vị trí tham số của ${method} ${url}; hãy dùng {id}.`,
  weaker: (method: string, url: string, builtIn: string) =>
    `Quy tắc này cho ${method} ${url} một quyền yếu hơn quyền mặc định ${builtIn}: chỉ dùng quyền đó, hoặc quyền khác của cùng chức năng khi quyền mặc định là XEM.`,
  opensRoute: (method: string, url: string) =>
    `${method} ${url} chỉ dành cho quản trị viên; không thể mở nó bằng một quy tắc.`,
} as const;

export const MATRIX_MESSAGES = {
  userRequired: 'Vui lòng chọn người dùng.',
  invalid: 'Ma trận quyền không hợp lệ: mỗi chức năng là một bảng hành động → true/false.',
  unknownPair: (maChucNang: string, maHanhDong: string) =>
    `Không có quyền cho ${maChucNang} / ${maHanhDong} trong danh sách quyền.`,
  updated: 'Cập nhật thành công',
} as const;

// ── field helpers ────────────────────────────────────────────────────────────────────────────
const CODE = /^[A-Za-z0-9_.-]+$/;

/** A required trimmed text, `required` when missing or blank. */
const requiredText = (required: string, label: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, REFERENCE_MESSAGES.tooLong(label, max));

/** A reference code: required, trimmed, no spaces. */
const code = (required: string, label: string, max: number) =>
  requiredText(required, label, max).regex(CODE, REFERENCE_MESSAGES.codeFormat);

/** A required id from a dropdown; blank counts as missing. */
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

const status = (message: string) =>
  z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z.coerce
      .number({ error: message })
      .int(message)
      .refine((n) => n === 0 || n === 1, message)
      .default(1),
  );

export const idParam = z.object({
  id: z.coerce.number({ error: 'Mã không hợp lệ.' }).int('Mã không hợp lệ.').positive('Mã không hợp lệ.'),
});

/** Every reference list: zero-based page (10 by default) and an optional keyword. */
export const referenceListQuery = pageQuery.extend({ keyword: searchText });
export type ReferenceListQuery = z.infer<typeof referenceListQuery>;

// ── users ────────────────────────────────────────────────────────────────────────────────────
const userFields = {
  hoTen: requiredText(USER_MESSAGES.fullNameRequired, 'Họ tên', 255),
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .max(255, REFERENCE_MESSAGES.tooLong('Email', 255))
    .pipe(z.email(USER_MESSAGES.emailInvalid)),
  soDienThoai: z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 .()-]{8,20}$/, USER_MESSAGES.phoneInvalid)
        .nullable(),
    )
    .optional(),
  idChucVu: requiredId(USER_MESSAGES.positionRequired),
  idPhongBan: requiredId(USER_MESSAGES.departmentRequired),
  trangThai: status(USER_MESSAGES.statusInvalid),
  avatarUrl: z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .max(2000, USER_MESSAGES.avatarInvalid)
        .refine(isPhotoUrl, USER_MESSAGES.avatarInvalid)
        .nullable(),
    )
    .optional(),
};

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;
export const PASSWORD_MIN = 8;

const password = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, USER_MESSAGES.passwordLength)
  .max(200, USER_MESSAGES.passwordLength);

/** POST /api/nguoi-dung (spec 000 §7): username, password, name, email, position and department required. */
export const userCreateRequest = z.object({
  tenDangNhap: z
    .string({ error: USER_MESSAGES.usernameRequired })
    .trim()
    .min(1, USER_MESSAGES.usernameRequired)
    .regex(USERNAME_PATTERN, USER_MESSAGES.usernameFormat),
  matKhau: password,
  ...userFields,
});
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

/** PUT /api/nguoi-dung/{id}: the same without username (read-only) and password. */
export const userUpdateRequest = z.object(userFields);
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

/**
 * The Add User form (spec 000 §2, §5): first and last name make `hoTen`, and the password is typed
 * twice. `toUserCreateRequest` turns its values into the request.
 */
export const userCreateForm = userCreateRequest
  .omit({ hoTen: true })
  .extend({
    firstName: requiredText(USER_MESSAGES.firstNameRequired, 'Họ', 150),
    lastName: z.string().trim().max(100, REFERENCE_MESSAGES.tooLong('Tên', 100)).default(''),
    xacNhanMatKhau: z.string().default(''),
  })
  .refine((v) => v.matKhau === v.xacNhanMatKhau, {
    message: USER_MESSAGES.passwordMismatch,
    path: ['xacNhanMatKhau'],
  });
export type UserCreateFormValues = z.input<typeof userCreateForm>;

export const joinName = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');

export function toUserCreateRequest(form: z.output<typeof userCreateForm>): UserCreateRequest {
  const { firstName, lastName, xacNhanMatKhau: _confirm, ...rest } = form;
  return { ...rest, hoTen: joinName(firstName, lastName) };
}

/** The edit form shows `hoTen` as first name (family and middle names) and last name (given name). */
export function splitName(hoTen: string): { firstName: string; lastName: string } {
  const words = hoTen.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** A user as the list and the edit form read it: chucVu and phongBan are names. */
export const adminUser = z.object({
  idNguoiDung: z.number().int(),
  tenDangNhap: z.string(),
  hoTen: z.string(),
  email: z.string().nullable(),
  soDienThoai: z.string().nullable(),
  idChucVu: z.number().int().nullable(),
  chucVu: z.string().nullable(),
  maChucVu: z.string().nullable(),
  idPhongBan: z.number().int().nullable(),
  phongBan: z.string().nullable(),
  maPhongBan: z.string().nullable(),
  trangThai: z.number().int(),
  avatarUrl: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserResponse = envelope(adminUser);
export const adminUserPageResponse = envelope(pageOf(adminUser));
export const userCreatedResponse = envelope(z.object({ idNguoiDung: z.number().int() }));
export const USER_PAGE_SIZE = 10;

// ── departments ──────────────────────────────────────────────────────────────────────────────
/** 'HH:mm' or 'HH:mm:ss' in, 'HH:mm' out; blank is null (spec 000 §5: empty times are sent as null). */
const time = z.preprocess(
  blank,
  z
    .string({ error: DEPARTMENT_MESSAGES.timeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, DEPARTMENT_MESSAGES.timeInvalid)
    .transform((t) => t.slice(0, 5))
    .nullable(),
);

/** Both ends of a frame or neither, and the end after the start. */
function checkFrame(
  ctx: z.RefinementCtx,
  start: string | null | undefined,
  end: string | null | undefined,
  path: [string, string],
  messages: { pair: string; order: string },
) {
  if (!start !== !end) ctx.addIssue({ code: 'custom', message: messages.pair, path: [start ? path[1] : path[0]] });
  else if (start && end && end <= start) ctx.addIssue({ code: 'custom', message: messages.order, path: [path[1]] });
}

export const departmentRequest = z
  .object({
    maPhongBan: code(DEPARTMENT_MESSAGES.codeRequired, 'Mã phòng ban', 50),
    tenPhongBan: requiredText(DEPARTMENT_MESSAGES.nameRequired, 'Tên phòng ban', 255),
    trangThai: status(DEPARTMENT_MESSAGES.statusInvalid),
    gioBatDauSang: time.optional(),
    gioKetThucSang: time.optional(),
    gioBatDauChieu: time.optional(),
    gioKetThucChieu: time.optional(),
  })
  .superRefine((v, ctx) => {
    checkFrame(ctx, v.gioBatDauSang, v.gioKetThucSang, ['gioBatDauSang', 'gioKetThucSang'], {
      pair: DEPARTMENT_MESSAGES.morningPair,
      order: DEPARTMENT_MESSAGES.morningOrder,
    });
    checkFrame(ctx, v.gioBatDauChieu, v.gioKetThucChieu, ['gioBatDauChieu', 'gioKetThucChieu'], {
      pair: DEPARTMENT_MESSAGES.afternoonPair,
      order: DEPARTMENT_MESSAGES.afternoonOrder,
    });
  });
export type DepartmentRequest = z.infer<typeof departmentRequest>;
export type DepartmentFormValues = z.input<typeof departmentRequest>;

export const department = z.object({
  idPhongBan: z.number().int(),
  maPhongBan: z.string(),
  tenPhongBan: z.string(),
  trangThai: z.number().int(),
  gioBatDauSang: z.string().nullable(),
  gioKetThucSang: z.string().nullable(),
  gioBatDauChieu: z.string().nullable(),
  gioKetThucChieu: z.string().nullable(),
});
export type Department = z.infer<typeof department>;
export const departmentResponse = envelope(department);
export const departmentPageResponse = envelope(pageOf(department));
/** GET /api/phong-ban/options: active departments for pickers. */
export const departmentOption = department.pick({ idPhongBan: true, maPhongBan: true, tenPhongBan: true });
export const departmentOptionsResponse = envelope(z.array(departmentOption));

// ── positions, functions, actions ────────────────────────────────────────────────────────────
export const positionRequest = z.object({
  maChucVu: code(POSITION_MESSAGES.codeRequired, 'Mã chức vụ', 50),
  tenChucVu: requiredText(POSITION_MESSAGES.nameRequired, 'Tên chức vụ', 255),
});
export type PositionRequest = z.infer<typeof positionRequest>;
export const position = z.object({ idChucVu: z.number().int(), maChucVu: z.string(), tenChucVu: z.string() });
export type Position = z.infer<typeof position>;
export const positionResponse = envelope(position);
export const positionPageResponse = envelope(pageOf(position));

export const functionRequest = z.object({
  maChucNang: code(FUNCTION_MESSAGES.codeRequired, 'Mã chức năng', 100),
  tenChucNang: requiredText(FUNCTION_MESSAGES.nameRequired, 'Tên chức năng', 255),
});
export type FunctionRequest = z.infer<typeof functionRequest>;
export const appFunction = z.object({ idChucNang: z.number().int(), maChucNang: z.string(), tenChucNang: z.string() });
export type AppFunction = z.infer<typeof appFunction>;
export const functionResponse = envelope(appFunction);
export const functionPageResponse = envelope(pageOf(appFunction));

export const actionRequest = z.object({
  maHanhDong: code(ACTION_MESSAGES.codeRequired, 'Mã hành động', 100),
  tenHanhDong: requiredText(ACTION_MESSAGES.nameRequired, 'Tên hành động', 255),
});
export type ActionRequest = z.infer<typeof actionRequest>;
export const action = z.object({ idHanhDong: z.number().int(), maHanhDong: z.string(), tenHanhDong: z.string() });
export type Action = z.infer<typeof action>;
export const actionResponse = envelope(action);
export const actionPageResponse = envelope(pageOf(action));

// ── permissions ──────────────────────────────────────────────────────────────────────────────
export const permissionRequest = z.object({
  maQuyen: code(PERMISSION_MESSAGES.codeRequired, 'Mã quyền', 150),
  tenQuyen: requiredText(PERMISSION_MESSAGES.nameRequired, 'Tên quyền', 255),
  idChucNang: requiredId(PERMISSION_MESSAGES.functionRequired),
  idHanhDong: requiredId(PERMISSION_MESSAGES.actionRequired),
});
export type PermissionRequest = z.infer<typeof permissionRequest>;
export const permission = z.object({
  idQuyen: z.number().int(),
  maQuyen: z.string(),
  tenQuyen: z.string(),
  idChucNang: z.number().int(),
  maChucNang: z.string(),
  /** The function's name. */
  chucNang: z.string(),
  idHanhDong: z.number().int(),
  maHanhDong: z.string(),
  /** The action's name. */
  hanhDong: z.string(),
});
export type Permission = z.infer<typeof permission>;
export const permissionResponse = envelope(permission);
export const permissionPageResponse = envelope(pageOf(permission));

// ── API permission rules ─────────────────────────────────────────────────────────────────────
export const urlPattern = z
  .string({ error: API_PERMISSION_MESSAGES.urlRequired })
  .trim()
  .min(1, API_PERMISSION_MESSAGES.urlRequired)
  .max(255, REFERENCE_MESSAGES.tooLong('URL pattern', 255))
  .superRefine((v, ctx) => {
    const parsed = parseUrlPattern(v);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
  });

export const apiPermissionRequest = z.object({
  method: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(RULE_METHODS, { error: API_PERMISSION_MESSAGES.methodRequired }),
  ),
  urlPattern,
  idQuyen: requiredId(API_PERMISSION_MESSAGES.permissionRequired),
});
export type ApiPermissionRequest = z.infer<typeof apiPermissionRequest>;
export type ApiPermissionFormValues = z.input<typeof apiPermissionRequest>;
export const apiPermission = z.object({
  id: z.number().int(),
  method: z.string(),
  urlPattern: z.string(),
  idQuyen: z.number().int(),
  maQuyen: z.string(),
  tenQuyen: z.string(),
});
export type ApiPermission = z.infer<typeof apiPermission>;
export const apiPermissionResponse = envelope(apiPermission);
export const apiPermissionPageResponse = envelope(pageOf(apiPermission));

// ── the per-user matrix ──────────────────────────────────────────────────────────────────────
/** Module code → action code → granted (spec 000 §3); only pairs of the permission list appear. */
const invalidMatrix = { error: MATRIX_MESSAGES.invalid };
export const permissionMatrix = z.record(
  z.string(),
  z.record(z.string(), z.boolean(invalidMatrix), invalidMatrix),
  invalidMatrix,
);
export type PermissionMatrix = z.infer<typeof permissionMatrix>;
export const matrixQuery = z.object({ idNguoiDung: requiredId(MATRIX_MESSAGES.userRequired) });
export const permissionMatrixResponse = envelope(permissionMatrix);

export const deletedResponse = messageOnly;
