/**
 * AI settings (beyond spec 001: the model provider of issue 15). `GET /api/ai-settings` tells every
 * writer whether generation is available (`configured`); the articles admin (BAI_VIET_DUYET) also
 * sees the address and model, changes them (the API key is write-only: blank keeps it) and tests
 * the connection ("Kiểm tra kết nối"). Stored settings win over AI_BASE_URL / AI_MODEL / AI_API_KEY.
 */
import { z } from 'zod';
import { envelope } from './envelope';

export const AI_SETTINGS_MESSAGES = {
  baseUrl: 'Địa chỉ máy chủ AI phải là URL http(s) đầy đủ, ví dụ http://127.0.0.1:11434/v1.',
  model: 'Nhập tên mô hình (ví dụ llama3.1:8b).',
  saved: 'Đã lưu cài đặt AI.',
  reset: 'Đã xóa cài đặt AI đã lưu; máy chủ dùng cấu hình môi trường (nếu có).',
  saveFailed: 'Không lưu được cài đặt AI.',
  loadFailed: 'Không tải được cài đặt AI.',
  testFailed: 'Kiểm tra kết nối thất bại.',
  apiKeyKeep: 'Để trống để giữ khóa API cũ.',
} as const;

export const AI_SOURCES = ['settings', 'env', 'none'] as const;
export type AiSource = (typeof AI_SOURCES)[number];
export const AI_SOURCE_LABELS: Record<AiSource, string> = {
  settings: 'Cài đặt đã lưu',
  env: 'Biến môi trường (AI_BASE_URL, AI_MODEL)',
  none: 'Chưa cấu hình',
};

export const aiSettings = z.object({
  /** A provider is configured: the generate buttons work. */
  configured: z.boolean(),
  source: z.enum(AI_SOURCES),
  /** Address and model: null for callers who are not the articles admin. */
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  hasApiKey: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettings>;
export const aiSettingsResponse = envelope(aiSettings);

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const baseUrl = z
  .string({ error: AI_SETTINGS_MESSAGES.baseUrl })
  .trim()
  .max(500, AI_SETTINGS_MESSAGES.baseUrl)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && !u.search && !u.hash;
    } catch {
      return false;
    }
  }, AI_SETTINGS_MESSAGES.baseUrl)
  .transform((v) => v.replace(/\/+$/, ''));
const model = z.string({ error: AI_SETTINGS_MESSAGES.model }).trim().min(1, AI_SETTINGS_MESSAGES.model).max(200);

/** PUT /api/ai-settings. `apiKey` blank keeps the stored one; `clearApiKey` removes it. */
export const updateAiSettingsBody = z.object({
  baseUrl,
  model,
  apiKey: z.preprocess(blank, z.string().trim().max(500).optional()),
  clearApiKey: z.boolean().optional(),
});
export type UpdateAiSettingsBody = z.infer<typeof updateAiSettingsBody>;

/** POST /api/ai-settings/test: the values on the form (not saved yet), or the effective ones when absent. */
export const testAiSettingsBody = z.object({
  baseUrl: z.preprocess(blank, baseUrl.optional()),
  model: z.preprocess(blank, model.optional()),
  apiKey: z.preprocess(blank, z.string().trim().max(500).optional()),
});
export type TestAiSettingsBody = z.infer<typeof testAiSettingsBody>;

export const aiTestResult = z.object({ ok: z.boolean(), model: z.string().nullable(), message: z.string() });
export type AiTestResult = z.infer<typeof aiTestResult>;
export const aiTestResponse = envelope(aiTestResult);
