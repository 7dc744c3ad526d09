/**
 * Permission codes (module_action, spec 000 §3) the server decides and the console reads to offer
 * only the buttons a user may press. Until the RBAC matrix arrives every office user holds the
 * office codes, and the ROLE_GATED ones follow the position (spec 003 §6); the server always
 * checks again — a hidden button is convenience, not security.
 */
export const OFFICE_PERMISSIONS = [
  'XANG_DAU_XEM',
  'CHECKLIST_XEM',
  'BAO_DUONG_XEM',
  'BAO_DUONG_THEM',
  'BAO_DUONG_SUA',
  'CHAM_CONG_XEM',
  'XE_XEM',
  'XE_THEM',
  'XE_SUA',
  'XE_XOA',
  'CHECKLIST_THEM',
  'CHECKLIST_SUA',
  'CHECKLIST_XOA',
  'BAO_DUONG_XOA',
  'PHAN_CONG_XE_XEM',
  'PHAN_CONG_XE_THEM',
  'PHAN_CONG_XE_SUA',
  'GIAY_TO_XEM',
  'GIAY_TO_THEM',
  'GIAY_TO_SUA',
  'GIAY_TO_XOA',
  'DON_HANG_XEM',
  'DON_HANG_THEM',
  'NGUOI_DUNG_XEM',
  'THONG_BAO_TAO',
  'TONG_QUAN_XEM',
] as const;
export type OfficePermission = (typeof OFFICE_PERMISSIONS)[number];

/** Office roles by position code (spec 003 §6); QUAN_TRI and the `admin` account hold every code. */
export type OfficeRole = 'QUAN_TRI' | 'DIEU_PHOI' | 'KE_TOAN';

/** Decisions that belong to one role: approving is the dispatcher's, paying the accountant's. */
export const ROLE_GATED = {
  /** Approve or reject a fuel report. */
  XANG_DAU_DUYET: ['DIEU_PHOI'],
  /** Approve a repair quote. */
  BAO_DUONG_DUYET: ['DIEU_PHOI'],
  /** Confirm a repair's payment. */
  BAO_DUONG_THANH_TOAN: ['KE_TOAN'],
  /** Cancel a ticket. */
  BAO_DUONG_HUY: ['DIEU_PHOI'],
  /** Quote, start or complete a repair from the console on the driver's behalf. */
  BAO_DUONG_THAY_TAI_XE: ['DIEU_PHOI'],
} as const satisfies Record<string, readonly OfficeRole[]>;
export type GatedPermission = keyof typeof ROLE_GATED;

export type PermissionCode = OfficePermission | GatedPermission;

/** Who the decision is about: enough to compute the codes on either side. */
export interface PermissionSubject {
  tenDangNhap: string;
  maChucVu: string | null;
  laTaiXe: boolean;
}

export const isAdministrator = (s: Pick<PermissionSubject, 'tenDangNhap' | 'maChucVu'>) =>
  s.tenDangNhap.toLowerCase() === 'admin' || s.maChucVu === 'QUAN_TRI';

/** True when the subject holds one of `roles` (administrators hold them all). */
export const holdsRole = (s: PermissionSubject, roles: readonly OfficeRole[]) =>
  isAdministrator(s) || (s.maChucVu !== null && (roles as readonly string[]).includes(s.maChucVu));

/** Every code the subject holds; drivers hold none (they only ever touch their own records). */
export function permissionsOf(s: PermissionSubject): PermissionCode[] {
  if (s.laTaiXe) return [];
  const gated = (Object.keys(ROLE_GATED) as GatedPermission[]).filter((code) => holdsRole(s, ROLE_GATED[code]));
  return [...OFFICE_PERMISSIONS, ...gated];
}
