/**
 * Button texts every screen shares. The specs' confirmations read 'Xóa vĩnh viễn!' / 'Hủy bỏ'
 * (spec 000 §8, 001, 002); the console and the driver's phone say 'Hủy bỏ' for backing out of
 * any dialog or form (issue 13: 'Hủy' and 'Hủy bỏ' were mixed). Dialogs whose way out says
 * where it goes ('Quay lại', 'Ở lại') keep their own text.
 */
export const CANCEL_LABEL = 'Hủy bỏ';
