import { describe, expect, it } from 'vitest';
import { checkDataDir, type DataDirFs, explainDatabaseError, StartupError } from '../../../server/lib/data-dir';

const dir = (exists: boolean, parents: Record<string, 'dir' | 'file'> = {}): Pick<DataDirFs, 'stat'> => ({
  stat: (p) => {
    if (p === '/srv/data') return exists ? { isDirectory: () => true } : null;
    const kind = parents[p] ?? (p === '/' || p === '/srv' ? 'dir' : undefined);
    return kind ? { isDirectory: () => kind === 'dir' } : null;
  },
});
const failing = (code: string) => () => {
  throw Object.assign(new Error(code), { code });
};
const ok = () => {};

describe('DATA_DIR at start-up (issue 13, finding 10)', () => {
  it('says when a file stands where the directory should be', () => {
    const fs: DataDirFs = { stat: () => ({ isDirectory: () => false }), mkdir: ok, probe: ok };
    expect(() => checkDataDir('/srv/data', fs)).toThrow(StartupError);
    expect(() => checkDataDir('/srv/data', fs)).toThrow(
      /là một tệp, không phải thư mục[\s\S]*is a file, not a directory/,
    );
  });

  it('says when a parent of a missing DATA_DIR is a file', () => {
    const fs: DataDirFs = { ...dir(false, { '/srv': 'file' }), mkdir: ok, probe: ok };
    expect(() => checkDataDir('/srv/data', fs)).toThrow(/DATA_DIR \(\/srv\) là một tệp/);
  });

  it('creates a missing DATA_DIR, and says how to fix it when it cannot', () => {
    let made = '';
    checkDataDir('/srv/data', { ...dir(false), mkdir: (p) => (made = p), probe: ok });
    expect(made).toBe('/srv/data');
    expect(() => checkDataDir('/srv/data', { ...dir(false), mkdir: failing('EACCES'), probe: ok })).toThrow(
      /Không tạo được thư mục DATA_DIR \(\/srv\/data\): EACCES[\s\S]*Cannot create/,
    );
  });

  it('tells a read-only directory from a full disk', () => {
    expect(() => checkDataDir('/srv/data', { ...dir(true), mkdir: ok, probe: failing('EROFS') })).toThrow(
      /Không ghi được vào DATA_DIR[\s\S]*chỉ đọc[\s\S]*read-only/,
    );
    expect(() => checkDataDir('/srv/data', { ...dir(true), mkdir: ok, probe: failing('ENOSPC') })).toThrow(
      /đã đầy[\s\S]*is full/,
    );
  });

  it('turns PGlite’s ErrnoError { errno: 51 } into the disk-full message', () => {
    const pglite = Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 });
    const explained = explainDatabaseError(pglite, '/srv/data');
    expect(explained).toBeInstanceOf(StartupError);
    expect((explained as Error).message).toMatch(/đã đầy/);
    const other = new Error('something else');
    expect(explainDatabaseError(other, '/srv/data')).toBe(other);
  });
});
