import { describe, expect, it } from 'vitest';
import { exifOrientation, imageInfo, sniffImage, stripMetadata } from '../../../server/lib/image-info';
import { exifApp1, GPS_MARKER, gif, jpeg, png, webpExtended, webpLossless, webpLossy } from '../../api/helpers/images';

describe('sniffImage (magic bytes)', () => {
  it.each([
    ['JPEG', jpeg(1, 1), 'image/jpeg'],
    ['PNG', png(1, 1), 'image/png'],
    ['WebP', webpLossy(1, 1), 'image/webp'],
    ['GIF', gif(), null],
    ['text', Buffer.from('FFD8FF but as text'), null],
    ['empty', Buffer.alloc(0), null],
    ['RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt '), null],
  ])('%s → %s', (_label, bytes, mime) => {
    expect(sniffImage(bytes)).toBe(mime);
  });
});

describe('imageInfo (dimensions from headers)', () => {
  it.each([
    ['JPEG SOF0', jpeg(4032, 3024), { mime: 'image/jpeg', width: 4032, height: 3024 }],
    [
      'JPEG after an EXIF segment',
      jpeg(300, 200, { exif: exifApp1(6) }),
      { mime: 'image/jpeg', width: 300, height: 200 },
    ],
    ['PNG IHDR', png(20_000, 1), { mime: 'image/png', width: 20_000, height: 1 }],
    ['WebP VP8', webpLossy(16_383, 2), { mime: 'image/webp', width: 16_383, height: 2 }],
    ['WebP VP8L', webpLossless(16_384, 7), { mime: 'image/webp', width: 16_384, height: 7 }],
    ['WebP VP8X', webpExtended(100_000, 3), { mime: 'image/webp', width: 100_000, height: 3 }],
  ])('%s', (_label, bytes, info) => {
    expect(imageInfo(bytes)).toEqual(info);
  });

  it('reads a progressive JPEG (SOF2) and skips fill bytes before markers', () => {
    const base = jpeg(640, 480);
    const sof = base.indexOf(Buffer.from([0xff, 0xc0]));
    const progressive = Buffer.from(base);
    progressive[sof + 1] = 0xc2;
    expect(imageInfo(progressive)).toMatchObject({ width: 640, height: 480 });
    const filled = Buffer.concat([base.subarray(0, sof), Buffer.from([0xff, 0xff]), base.subarray(sof)]);
    expect(imageInfo(filled)).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses broken headers instead of guessing', () => {
    expect(imageInfo(jpeg(100, 100).subarray(0, 30))).toBeNull(); // cut before the frame header
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]))).toBeNull(); // length past the end
    expect(imageInfo(jpeg(0, 100))).toBeNull();
    expect(imageInfo(png(1, 1).subarray(0, 20))).toBeNull();
    const noIhdr = png(1, 1);
    noIhdr.write('IDAT', 12, 'latin1');
    expect(imageInfo(noIhdr)).toBeNull();
    const badVp8 = webpLossy(10, 10);
    badVp8[23] = 0; // start code broken
    expect(imageInfo(badVp8)).toBeNull();
    expect(imageInfo(gif())).toBeNull();
  });
});

describe('exifOrientation', () => {
  it('reads the Orientation tag of IFD0 in either byte order', () => {
    expect(exifOrientation(exifApp1(6).subarray(4))).toBe(6);
    const le = Buffer.from(
      '457869660000' + '49492a0008000000' + '0100' + '120103000100000008000000' + '00000000',
      'hex',
    );
    expect(exifOrientation(le)).toBe(8);
    expect(exifOrientation(Buffer.from('Exif\0\0MM', 'latin1'))).toBeNull();
  });
});

describe('stripMetadata', () => {
  it('removes EXIF/XMP/IPTC segments from a JPEG and leaves the rest byte for byte', () => {
    const segment = (marker: number, text: string) => {
      const data = Buffer.from(text, 'latin1');
      return Buffer.concat([Buffer.from([0xff, marker, 0, data.length + 2]), data]);
    };
    const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:gps/>');
    const iptc = segment(0xed, 'Photoshop 3.0\0');
    const clean = jpeg(64, 48);
    const dirty = Buffer.concat([clean.subarray(0, 20), exifApp1(1), xmp, iptc, clean.subarray(20)]);
    expect(dirty.includes(GPS_MARKER)).toBe(true);
    expect(stripMetadata(dirty, 'image/jpeg').equals(clean)).toBe(true);
  });

  it('keeps orientation 2–8 in a minimal APP1 so the photo does not turn', () => {
    const stripped = stripMetadata(jpeg(10, 10, { exif: exifApp1(3) }), 'image/jpeg');
    expect(stripped.includes(GPS_MARKER)).toBe(false);
    const app1 = stripped.indexOf(Buffer.from([0xff, 0xe1]));
    expect(exifOrientation(stripped.subarray(app1 + 4, app1 + 4 + 32))).toBe(3);
    expect(imageInfo(stripped)).toMatchObject({ width: 10, height: 10 });
  });

  it('copies the entropy-coded data after Start Of Scan untouched, even if it contains FF E1', () => {
    const base = jpeg(8, 8);
    const withLookalike = Buffer.concat([
      base.subarray(0, base.length - 2),
      Buffer.from([0xff, 0xe1, 0, 4]),
      base.subarray(-2),
    ]);
    expect(stripMetadata(withLookalike, 'image/jpeg').equals(withLookalike)).toBe(true);
  });

  it('drops the PNG eXIf chunk and keeps the chunk structure valid', () => {
    const stripped = stripMetadata(png(5, 5, { exif: true }), 'image/png');
    expect(stripped.includes(GPS_MARKER)).toBe(false);
    expect(stripped.includes(Buffer.from('eXIf'))).toBe(false);
    expect(stripped.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
    expect(imageInfo(stripped)).toEqual({ mime: 'image/png', width: 5, height: 5 });
  });

  it('drops the WebP EXIF chunk, clears its flag and fixes the RIFF size', () => {
    const stripped = stripMetadata(webpExtended(30, 20), 'image/webp');
    expect(stripped.includes(GPS_MARKER)).toBe(false);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect((stripped[20] ?? 0) & 0x08).toBe(0);
    expect(imageInfo(stripped)).toEqual({ mime: 'image/webp', width: 30, height: 20 });
  });

  it('leaves images without metadata as they are', () => {
    for (const [bytes, mime] of [
      [jpeg(3, 3), 'image/jpeg'],
      [png(3, 3), 'image/png'],
      [webpLossy(3, 3), 'image/webp'],
    ] as const) {
      expect(stripMetadata(bytes, mime).equals(bytes)).toBe(true);
    }
  });
});
