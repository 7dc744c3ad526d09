import { describe, expect, it } from 'vitest';
import { canPreview, fileKindOf, MEDIA_MESSAGES } from '@/contracts/media';
import { LIBRARY_ACCEPT } from '@/contracts/uploads-vocabulary';
import { uploadBatches } from '@/features/media/api/media';
import { formatFileSize } from '@/lib/format';
import { limitFor } from '../../../server/modules/files/receive';
import { sniffLibraryDocument, sniffLibraryFile } from '../../../server/modules/files/sniff';

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

  it('says the limits it enforces: photo 10 MB, video 50 MB, document 25 MB in the library', () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(52)]);
    const pdf = Buffer.from('%PDF-1.7\n');
    expect(limitFor('library', mp4, 'library')).toEqual({ bytes: 50 * MB, message: MEDIA_MESSAGES.videoTooLarge });
    expect(limitFor('library', pdf, 'library')).toEqual({ bytes: 25 * MB, message: 'Tệp quá lớn (tối đa 25 MB).' });
    expect(limitFor('library', null, 'document').bytes).toBe(25 * MB);
    expect(limitFor('library', null, 'image')).toEqual({ bytes: 10 * MB, message: 'Ảnh quá lớn (tối đa 10 MB).' });
    expect(limitFor('screen', mp4, 'library').bytes).toBe(10 * MB);
    expect(limitFor('task', pdf, 'library').bytes).toBe(25 * MB);
    expect(MEDIA_MESSAGES.limits).toBe(
      'Ảnh tối đa 10 MB · video (MP4, WebM, OGG, MOV) tối đa 50 MB · PDF, Word, Excel, CSV tối đa 25 MB.',
    );
  });

  it('knows Ogg by its first bytes and refuses plain text as a library document', () => {
    expect(sniffLibraryFile(Buffer.from('OggS\u0000\u0002'))).toBe('video/ogg');
    expect(sniffLibraryDocument(Buffer.from('a,b\n1,2\n'), 'x.csv')).toBe('text/csv');
    expect(sniffLibraryDocument(Buffer.from('ghi chú'), 'x.txt')).toBeNull();
    expect(LIBRARY_ACCEPT).toEqual(expect.arrayContaining(['.docx', '.xlsx', '.csv', '.ogg', 'video/webm']));
  });
});
