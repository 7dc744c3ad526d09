import { describe, expect, it } from 'vitest';
import { CAMERA_FALLBACK_MESSAGE, cameraErrorMessage, pickerOffer } from '@/ui/camera-capture';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('camera errors (spec 003 §8: "Lỗi Camera: …")', () => {
  it('permission denied', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe('Lỗi Camera: Bạn chưa cấp quyền sử dụng camera.');
    expect(cameraErrorMessage(domError('SecurityError'))).toBe('Lỗi Camera: Bạn chưa cấp quyền sử dụng camera.');
  });

  it('device not found', () => {
    expect(cameraErrorMessage(domError('NotFoundError'))).toBe('Lỗi Camera: Không tìm thấy camera trên thiết bị.');
    expect(cameraErrorMessage(domError('OverconstrainedError'))).toBe(
      'Lỗi Camera: Không tìm thấy camera trên thiết bị.',
    );
  });

  it('generic: the browser’s message, else the fallback text', () => {
    expect(cameraErrorMessage(domError('NotReadableError', 'Device in use'))).toBe('Lỗi Camera: Device in use');
    expect(cameraErrorMessage('weird')).toBe(`Lỗi Camera: ${CAMERA_FALLBACK_MESSAGE}`);
    expect(CAMERA_FALLBACK_MESSAGE).toBe('Không thể truy cập camera');
  });
});

describe('without a live camera, what the file input may offer', () => {
  it('the system chooser (camera, gallery, files) where an existing image is fine', () => {
    expect(pickerOffer(true, true)).toBe('choose');
    expect(pickerOffer(true, false)).toBe('choose');
  });

  it('attendance proof: the phone’s camera app only; nothing on a desktop (its dialog picks files)', () => {
    expect(pickerOffer(false, true)).toBe('camera-app');
    expect(pickerOffer(false, false)).toBe('none');
  });
});
