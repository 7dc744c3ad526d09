/**
 * The dispatcher's phone, used by 'Gọi điều phối' (tel:) and 'Nhắn tin điều phối' (sms:) when an SOS
 * cannot be sent yet. One place to change it; later it should come from the server (a setting or
 * /api/health) so the office can change it without a new build.
 */
export const DISPATCH_PHONE = '19001234';
