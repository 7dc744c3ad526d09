/**
 * Start-up checks of DATA_DIR (issue 13, finding 10): a missing, read-only or full directory, or a
 * file where it should be, stops the server with a message that says what is wrong and how to fix
 * it, in Vietnamese and English — not a stack trace or PGlite's `ErrnoError { errno: 51 }`.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A failure the operator fixes; main.ts prints `message` alone and exits 1. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const fix = (vi: string, en: string) => new StartupError(`${vi}\n${en}`);

export const DATA_DIR_MESSAGES = {
  notADirectory: (dir: string) =>
    fix(
      `DATA_DIR (${dir}) là một tệp, không phải thư mục. Hãy đổi tên hoặc xóa tệp đó, hoặc đặt DATA_DIR sang một thư mục khác.`,
      `DATA_DIR (${dir}) is a file, not a directory. Rename or remove that file, or point DATA_DIR at another directory.`,
    ),
  cannotCreate: (dir: string, code: string) =>
    fix(
      `Không tạo được thư mục DATA_DIR (${dir}): ${code}. Hãy tạo thư mục đó và cấp quyền ghi cho người dùng chạy máy chủ, hoặc đặt DATA_DIR sang nơi ghi được.`,
      `Cannot create the DATA_DIR directory (${dir}): ${code}. Create it and let the server's user write to it, or point DATA_DIR somewhere writable.`,
    ),
  readOnly: (dir: string, code: string) =>
    fix(
      `Không ghi được vào DATA_DIR (${dir}): ${code} — thư mục chỉ đọc hoặc thiếu quyền ghi. Hãy cấp quyền ghi (ví dụ: chown/chmod cho người dùng chạy máy chủ) hoặc gắn lại ổ đĩa ở chế độ ghi được.`,
      `Cannot write to DATA_DIR (${dir}): ${code} — the directory is read-only or not writable by this user. Grant write access (chown/chmod for the server's user) or remount the disk read-write.`,
    ),
  diskFull: (dir: string) =>
    fix(
      `Ổ đĩa chứa DATA_DIR (${dir}) đã đầy. Hãy giải phóng dung lượng (xóa tệp cũ, mở rộng ổ đĩa) rồi khởi động lại.`,
      `The disk holding DATA_DIR (${dir}) is full. Free some space (remove old files, grow the disk) and start again.`,
    ),
  database: (dir: string, detail: string) =>
    fix(
      `Không mở được cơ sở dữ liệu trong DATA_DIR (${dir}): ${detail}. Kiểm tra dung lượng đĩa và quyền ghi của thư mục.`,
      `Cannot open the database in DATA_DIR (${dir}): ${detail}. Check the disk's free space and the directory's write access.`,
    ),
} as const;

/** The few file-system calls the check makes (tests replace them to play a full or read-only disk). */
export type DataDirFs = {
  stat(p: string): { isDirectory(): boolean } | null;
  mkdir(p: string): void;
  /** Writes and syncs a small file, then removes it. */
  probe(file: string): void;
};

const realFs: DataDirFs = {
  stat: (p) => {
    try {
      return statSync(p);
    } catch {
      return null;
    }
  },
  mkdir: (p) => mkdirSync(p, { recursive: true }),
  probe: (file) => {
    const fd = openSync(file, 'w');
    try {
      // 64 KB, not one byte: a nearly full disk still takes a byte.
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      rmSync(file, { force: true });
    }
  },
};

const codeOf = (err: unknown) => (err as { code?: string }).code ?? String(err);

/** Throws a StartupError unless `dir` is (or can become) a writable directory with some space left. */
export function checkDataDir(dir: string, fs: DataDirFs = realFs): void {
  const found = fs.stat(dir);
  if (found && !found.isDirectory()) throw DATA_DIR_MESSAGES.notADirectory(dir);
  if (!found) {
    // A file somewhere on the way (`DATA_DIR=/etc/hosts/data`) is reported as that file.
    for (let up = path.dirname(dir); up !== path.dirname(up); up = path.dirname(up)) {
      const s = fs.stat(up);
      if (s && !s.isDirectory()) throw DATA_DIR_MESSAGES.notADirectory(up);
      if (s) break;
    }
    try {
      fs.mkdir(dir);
    } catch (err) {
      const code = codeOf(err);
      if (code === 'ENOSPC') throw DATA_DIR_MESSAGES.diskFull(dir);
      throw DATA_DIR_MESSAGES.cannotCreate(dir, code);
    }
  }
  try {
    fs.probe(path.join(dir, `.write-check-${process.pid}`));
  } catch (err) {
    const code = codeOf(err);
    if (code === 'ENOSPC' || code === 'EDQUOT') throw DATA_DIR_MESSAGES.diskFull(dir);
    throw DATA_DIR_MESSAGES.readOnly(dir, code);
  }
}

// Emscripten's errno numbers, as PGlite's ErrnoError carries them.
const PGLITE_ERRNO: Record<number, string> = {
  2: 'EACCES',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** A failure while PGlite opened or migrated DATA_DIR, said plainly; anything else unchanged. */
export function explainDatabaseError(err: unknown, dir: string): unknown {
  const e = err as { name?: string; errno?: unknown; code?: unknown };
  const code = typeof e.code === 'string' ? e.code : typeof e.errno === 'number' ? PGLITE_ERRNO[e.errno] : undefined;
  if (e.name !== 'ErrnoError' && !code) return err;
  if (code === 'ENOSPC') return DATA_DIR_MESSAGES.diskFull(dir);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return DATA_DIR_MESSAGES.readOnly(dir, code);
  if (e.name === 'ErrnoError') return DATA_DIR_MESSAGES.database(dir, code ?? `errno ${String(e.errno)}`);
  return err;
}
