/**
 * Whether this instance can still write (issue 13, finding 10): during a disk-full run the health
 * check said "ok" while 397 of 400 writes failed. Health now reports `degraded` when recent writes
 * ended in server errors, or when a small probe — a file in the uploads directory and a row in the
 * database — fails. The probe's answer is kept for PROBE_CACHE_MS: phones probe /api/health often.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const FAILURE_WINDOW_MS = 60_000;
export const FAILURES_FOR_DEGRADED = 3;
export const PROBE_CACHE_MS = 10_000;

export const HEALTH_PROBLEMS = {
  failedWrites: (n: number) => `${n} lần ghi dữ liệu thất bại trong 60 giây qua.`,
  uploads: (code: string) =>
    `Không ghi được vào thư mục tải lên (${code}). Kiểm tra dung lượng đĩa và quyền ghi của DATA_DIR.`,
  database: 'Không ghi được vào cơ sở dữ liệu. Kiểm tra dung lượng đĩa và kết nối cơ sở dữ liệu.',
  objectStore: (cause: string) =>
    `Không kết nối được kho tệp S3 (${cause}). Kiểm tra S3_ENDPOINT, S3_BUCKET và khóa truy cập.`,
} as const;

export class WriteHealth {
  private failures: number[] = [];
  private probed?: { at: number; problems: string[] };

  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
    /** The S3 bucket when files go there (uploads are still received into `uploadsDir`). */
    private readonly objectStore?: { probe(): Promise<void> },
    private readonly now: () => number = Date.now,
  ) {}

  /** A write answered with a server error. */
  recordFailure() {
    const t = this.now();
    this.failures = this.failures.filter((f) => t - f < FAILURE_WINDOW_MS);
    this.failures.push(t);
  }

  async problems(): Promise<string[]> {
    const t = this.now();
    this.failures = this.failures.filter((f) => t - f < FAILURE_WINDOW_MS);
    const problems: string[] = [];
    if (this.failures.length >= FAILURES_FOR_DEGRADED)
      problems.push(HEALTH_PROBLEMS.failedWrites(this.failures.length));
    if (!this.probed || t - this.probed.at >= PROBE_CACHE_MS) this.probed = { at: t, problems: await this.probe() };
    return [...problems, ...this.probed.problems];
  }

  private async probe(): Promise<string[]> {
    const problems: string[] = [];
    const file = path.join(this.uploadsDir, `.health-${process.pid}`);
    try {
      await mkdir(this.uploadsDir, { recursive: true });
      await writeFile(file, 'ok');
      await rm(file, { force: true });
    } catch (err) {
      problems.push(HEALTH_PROBLEMS.uploads((err as { code?: string }).code ?? 'lỗi'));
    }
    if (this.objectStore) {
      try {
        await this.objectStore.probe();
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        problems.push(
          HEALTH_PROBLEMS.objectStore(
            e.$metadata?.httpStatusCode ? `HTTP ${e.$metadata.httpStatusCode}` : (e.name ?? 'lỗi'),
          ),
        );
      }
    }
    try {
      await this.db.execute(
        sql`insert into settings (key, value) values ('health.probe', to_jsonb(now()::text)) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      );
    } catch {
      problems.push(HEALTH_PROBLEMS.database);
    }
    return problems;
  }
}
