/**
 * The Add/Edit User forms (spec 000 §2, §5) as pure data. The contract has the Add form
 * (userCreateForm); the Edit form is written here: the same name split in two, without username
 * and password (read-only and write-only).
 */
import { z } from 'zod';
import {
  type AdminUser,
  joinName,
  REFERENCE_MESSAGES,
  splitName,
  USER_MESSAGES,
  type UserCreateFormValues,
  type UserUpdateRequest,
  userUpdateRequest,
} from '@/contracts/admin';
import { clampPage } from '@/ui/paging';
import { fieldText } from './reference-form';

export const userEditForm = userUpdateRequest.omit({ hoTen: true }).extend({
  firstName: z
    .string({ error: USER_MESSAGES.firstNameRequired })
    .trim()
    .min(1, USER_MESSAGES.firstNameRequired)
    .max(150, REFERENCE_MESSAGES.tooLong('Họ', 150)),
  lastName: z.string().trim().max(100, REFERENCE_MESSAGES.tooLong('Tên', 100)).default(''),
});
export type UserEditFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  soDienThoai: string;
  idChucVu: string;
  idPhongBan: string;
  trangThai: string;
  avatarUrl: string;
};

export function toUserUpdateRequest(form: z.output<typeof userEditForm>): UserUpdateRequest {
  const { firstName, lastName, ...rest } = form;
  return { ...rest, hoTen: joinName(firstName, lastName) };
}

export const emptyAddForm = (): Required<{ [K in keyof UserCreateFormValues]: string }> => ({
  tenDangNhap: '',
  matKhau: '',
  xacNhanMatKhau: '',
  firstName: '',
  lastName: '',
  email: '',
  soDienThoai: '',
  idChucVu: '',
  idPhongBan: '',
  trangThai: '1',
  avatarUrl: '',
});

export function editFormOf(user: AdminUser): UserEditFormValues {
  return {
    ...splitName(user.hoTen),
    email: user.email ?? '',
    soDienThoai: user.soDienThoai ?? '',
    idChucVu: fieldText(user.idChucVu),
    idPhongBan: fieldText(user.idPhongBan),
    trangThai: fieldText(user.trangThai),
    avatarUrl: user.avatarUrl ?? '',
  };
}

/** The user list's pager (spec 000 §2): 'Page x / y', one-based, at least one page. */
export function userPageLabel(page: number, totalPages: number): string {
  const pages = Math.max(1, totalPages);
  return `Page ${clampPage(page, pages) + 1} / ${pages}`;
}

/**
 * Departments a user may be put in: the active ones, plus the one they are in now even if it was
 * stopped since (so editing their phone number does not silently move them).
 */
export function departmentChoices<D extends { idPhongBan: number; trangThai: number }>(
  departments: readonly D[],
  currentId: number | null,
): D[] {
  return departments.filter((d) => d.trangThai === 1 || d.idPhongBan === currentId);
}
