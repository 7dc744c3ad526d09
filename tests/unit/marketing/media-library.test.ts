import { describe, expect, it } from 'vitest';
import { canPreview, fileKindOf } from '@/contracts/media';
import { uploadBatches } from '@/features/media/api/media';
import { formatFileSize } from '@/lib/format';

const MB = 1024 * 1024;

describe('the media library (spec 001 §2, §5, §9; issue 16)', () => {
  it('groups every extension of §5; only images and videos preview', () => {
    const groups = {
      image: ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp', 'a.svg'],
      video: ['a.mp4', 'a.webm', 'a.ogg', 'a.avi', 'a.MOV'],
      pdf: ['a.pdf'],
      docx: ['a.doc', 'a.docx'],
      excel: ['a.xls', 'a.xlsx', 'a.csv'],
      other: ['a.zip', 'a.txt', 'README'],
    };
    for (const [kind, names] of Object.entries(groups)) {
      for (const name of names) expect(fileKindOf(name), name).toBe(kind);
    }
    expect(['image', 'video', 'pdf', 'docx', 'excel', 'other'].filter((k) => canPreview(k as never))).toEqual([
      'image',
      'video',
    ]);
  });

  it('shows b under 1 kb, kb over 1 024 bytes, mb over 1 MB (§9)', () => {
    expect(formatFileSize(1023)).toBe('1.023 B');
    expect(formatFileSize(1025)).toBe('1,0 KB');
    expect(formatFileSize(MB)).toBe('1.024,0 KB');
    expect(formatFileSize(MB + 1)).toBe('1,00 MB');
  });

  it('splits a pick into requests of at most 10 files and 50 MB, in order', () => {
    const files = (sizes: number[]) => sizes.map((size, i) => ({ name: `f${i}`, size }));
    expect(uploadBatches(files(Array(23).fill(1))).map((b) => b.length)).toEqual([10, 10, 3]);
    const videos = files([30 * MB, 30 * MB, 10 * MB, 10 * MB, 60 * MB, 1]);
    expect(uploadBatches(videos).map((b) => b.map((f) => f.name))).toEqual([
      ['f0'],
      ['f1', 'f2', 'f3'],
      ['f4'],
      ['f5'],
    ]);
    expect(uploadBatches([])).toEqual([]);
  });
});
