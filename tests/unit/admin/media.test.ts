import { describe, expect, it } from 'vitest';
import { canPreview, fileKindOf, folderName, plainName } from '@/contracts/media';
import { transportAdminFrameUrl } from '@/contracts/settings';
import { formatFileSize } from '@/lib/format';

describe('image library helpers', () => {
  it('groups files by extension; only images and videos preview (spec 001 §5)', () => {
    expect(['a.JPG', 'b.webp', 'c.mov', 'd.pdf', 'e.xlsx', 'f.docx', 'g.zip', 'noext'].map(fileKindOf)).toEqual([
      'image',
      'image',
      'video',
      'pdf',
      'excel',
      'docx',
      'other',
      'other',
    ]);
    expect(canPreview('video')).toBe(true);
    expect(canPreview('pdf')).toBe(false);
  });

  it('shows sizes in b, kb and mb (spec 001 §9)', () => {
    // vi-VN: decimal comma, grouped thousands, upper-case units (issue 13).
    expect(formatFileSize(1024)).toBe('1.024 B');
    expect(formatFileSize(23 * 1024)).toBe('23,0 KB');
    expect(formatFileSize(2048)).toBe('2,0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3,00 MB');
    expect(formatFileSize(1.5 * 1024 * 1024 * 1024)).toBe('1.536,00 MB');
  });

  it('keeps a plain, searchable name of what was uploaded', () => {
    expect(plainName('Ảnh xe tải Đà Nẵng (1)')).toBe('anh-xe-tai-da-nang-1');
    expect(plainName('***')).toBe('');
    expect(plainName('a'.repeat(80)).length).toBe(60);
  });

  it('checks a new folder name with the spec’s text for a blank one', () => {
    expect(folderName.safeParse('  ').error?.issues[0]?.message).toBe('Vui lòng nhập tên folder.');
    expect(folderName.safeParse('anh-xe').success).toBe(true);
    expect(folderName.safeParse('Ảnh xe').success).toBe(false);
    expect(folderName.safeParse('delete-folder').success).toBe(false);
  });
});

describe('transport-admin frame address', () => {
  it('appends the page to the configured site', () => {
    expect(transportAdminFrameUrl('https://qt.example.vn/admin/', 'nghi-phep')).toBe(
      'https://qt.example.vn/admin/nghi-phep',
    );
    expect(transportAdminFrameUrl('https://qt.example.vn', '')).toBe('https://qt.example.vn/');
  });
});
