/**
 * The model provider's settings: what each caller may see, the administrator's changes (the key
 * encrypted with SecretBox, never answered), and the connection test of the form's values.
 */
import type { AiSettings, AiTestResult, TestAiSettingsBody, UpdateAiSettingsBody } from '@/contracts/ai-settings';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import type { Db } from '../../db/client';
import { AiProvider, resolveAiConfig } from '../../integrations/ai-provider';
import type { SecretBox } from '../../lib/secrets';
import * as repo from './repo';

export async function readSettings(db: Db, box: SecretBox, seesDetails: boolean): Promise<AiSettings> {
  const { config, source } = await resolveAiConfig(db, box);
  return {
    configured: config !== null,
    source,
    baseUrl: seesDetails ? (config?.baseUrl ?? null) : null,
    model: seesDetails ? (config?.model ?? null) : null,
    hasApiKey: Boolean(config?.apiKey),
  };
}

export async function updateSettings(db: Db, box: SecretBox, body: UpdateAiSettingsBody): Promise<AiSettings> {
  const { stored } = await resolveAiConfig(db, box);
  const apiKeyEnc = body.clearApiKey ? null : body.apiKey ? box.encrypt(body.apiKey) : (stored?.apiKeyEnc ?? null);
  await repo.saveAiSettings(db, { baseUrl: body.baseUrl, model: body.model, apiKeyEnc });
  return readSettings(db, box, true);
}

export async function resetSettings(db: Db, box: SecretBox): Promise<AiSettings> {
  await repo.deleteAiSettings(db);
  return readSettings(db, box, true);
}

/** Tests the form's values when given (a blank key: the effective one), else the effective settings. */
export async function testSettings(db: Db, box: SecretBox, body: TestAiSettingsBody): Promise<AiTestResult> {
  const { config } = await resolveAiConfig(db, box);
  const baseUrl = body.baseUrl ?? config?.baseUrl;
  const model = body.model ?? config?.model;
  if (!baseUrl || !model) return { ok: false, model: model ?? null, message: ARTICLE_MESSAGES.noProvider };
  // A short bound: the test is a tiny answer, and the admin is waiting at the form.
  const provider = new AiProvider({ baseUrl, model, apiKey: body.apiKey ?? config?.apiKey }, { timeoutMs: 30_000 });
  return provider.test();
}
