import { z } from 'zod';
import { RIGHTS_VERSION_HEADER } from './vocabulary';

export { RIGHTS_VERSION_HEADER };

import { PASSWORD_REQUIRED_MESSAGE, REFRESH_INVALID_MESSAGE, USERNAME_REQUIRED_MESSAGE } from './auth-vocabulary';
import { envelope } from './envelope';

export * from './auth-vocabulary';

export const loginRequest = z.object({
  username: z.string({ error: USERNAME_REQUIRED_MESSAGE }).trim().min(1, USERNAME_REQUIRED_MESSAGE).max(100),
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const refreshRequest = z.object({
  refreshToken: z.string({ error: REFRESH_INVALID_MESSAGE }).min(1, REFRESH_INVALID_MESSAGE).max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const tokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPair>;
export const tokenPairResponse = envelope(tokenPair);

/**
 * The signed-in user as the shell needs it (spec 000 §3 "Profile" plus the codes the
 * shell uses to tell drivers from office staff).
 */
export const currentUser = z.object({
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
  /** Position TAI_XE or department TaiXe (spec 000 §6). */
  laTaiXe: z.boolean(),
  laQuanTri: z.boolean(),
  /** Permission codes the server grants (src/contracts/permissions.ts): which buttons to offer. */
  quyen: z.array(z.string()),
  /**
   * The rights version: changes whenever what the console may offer this user changes (grants,
   * position, department). Every authenticated answer carries the current one in
   * RIGHTS_VERSION_HEADER, so a client holding an older /me refetches it without a new login.
   */
  phienBanQuyen: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;
export const currentUserResponse = envelope(currentUser);

/** Response header with the caller's current rights version (see `currentUser.phienBanQuyen`). */

/** Claims of the access token, checked on every request. */
export const ACCESS_TOKEN_ISSUER = 'van-tai-ops';
export const ACCESS_TOKEN_AUDIENCE = 'van-tai-ops-api';
export const ACCESS_TOKEN_TYPE = 'at+jwt';

export const DRIVER_POSITION_CODE = 'TAI_XE';
export const DRIVER_DEPARTMENT_CODE = 'TaiXe';

/** Where a user lands after login: drivers on their dashboard, everyone else on the console. */
export const homePathFor = (user: Pick<CurrentUser, 'laTaiXe'>): '/tai-xe' | '/' => (user.laTaiXe ? '/tai-xe' : '/');

export const isDriver = (maChucVu: string | null | undefined, maPhongBan: string | null | undefined) =>
  maChucVu === DRIVER_POSITION_CODE || maPhongBan === DRIVER_DEPARTMENT_CODE;
