/** User status (spec 000 §3): 1 active, anything else inactive. */
export const userStatusLabel = (trangThai: number) => (trangThai === 1 ? 'Hoạt động' : 'Ngưng hoạt động');
