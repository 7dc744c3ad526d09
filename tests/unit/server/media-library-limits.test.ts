import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@/contracts/media';
import { limitFor } from '../../../server/modules/files/receive';
import { sniffLibraryDocument, sniffLibraryFile } from '../../../server/modules/files/sniff';

const MB = 1024 * 1024;

describe('the media library’s uploads (issue 16)', () => {
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
  });
});
