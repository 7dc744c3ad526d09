/**
 * The auth texts, without zod: the API client (lib/api-client.ts) answers a lost session with
 * UNAUTHENTICATED_MESSAGE, and it loads on a start's first call, which must not bring zod with it
 * (an offline start makes calls that fail before any answer needs a schema). contracts/auth.ts
 * re-exports them.
 */

/** Spec 000 §8: the one answer for any failed login, whatever was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Tài khoản hoặc mật khẩu không đúng.';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.';
export const USERNAME_REQUIRED_MESSAGE = 'Vui lòng nhập tên đăng nhập.';
export const PASSWORD_REQUIRED_MESSAGE = 'Vui lòng nhập mật khẩu.';
export const REFRESH_INVALID_MESSAGE = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';
export const UNAUTHENTICATED_MESSAGE = 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn.';
