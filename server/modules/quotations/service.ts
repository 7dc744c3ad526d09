/**
 * Quick quotation (issue 16): product lines proposed from a photo. The photo is checked by its bytes
 * (JPEG, PNG, WebP), then read by the configured model when it is declared vision-capable
 * (`AI_VISION=1`): one `image_url` content part, answered as the `quote_lines` JSON schema. Without
 * a vision model the screen relays the photo through the quote-image webhook instead
 * (`POST /api/automation/quote-image`); `capabilities` tells it which way works.
 */
import { ErrorCode } from '@/contracts/envelope';
import { type ProposedQuoteLines, proposedQuoteLines, QUOTE_LINES_SCHEMA_NAME } from '@/contracts/quotations';
import { QUOTE_MESSAGES as M } from '@/contracts/quotations-vocabulary';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { AiError, AiProvider, aiVisionEnabled, loadAiConfig } from '../../integrations/ai-provider';
import { sniffImage } from '../../lib/image-info';
import type { SecretBox } from '../../lib/secrets';
import { type AutomationDeps, effectiveSettings } from '../automation/service';

export type QuotationContext = {
  db: Db;
  box: SecretBox;
  /** Whether the quote-image webhook is configured (the automation settings decide). */
  webhookConfigured: () => Promise<boolean>;
  env?: NodeJS.ProcessEnv;
};

/** The quote-image webhook's URL in force (saved by the marketing admin, else AUTOMATION_QUOTE_IMAGE_URL). */
export const quoteWebhookConfigured = (deps: AutomationDeps) => async () =>
  Boolean((await effectiveSettings(deps)).urls['quote-image'].url);

export async function capabilities(ctx: QuotationContext) {
  const vision = aiVisionEnabled(ctx.env);
  const ai = vision && (await loadAiConfig(ctx.db, ctx.box, ctx.env)) !== null;
  return { ai, webhook: await ctx.webhookConfigured() };
}

export const QUOTE_SYSTEM_PROMPT = [
  'You read a photo of a price list, an order, an invoice or a handwritten list of goods for a Vietnamese company.',
  'List every product line you can read, in order, as {"lines":[...]}.',
  'For each line: tensp = product name, xuatxu = origin/brand country ("" if absent), donvi = unit (cái, bộ, kg, m, thùng…; "" if absent),',
  'soluong = quantity as a number (1 if absent), dongia = unit price in Vietnamese dong as a number without separators (0 if absent),',
  'ghichu = any note on the line ("" if none). Keep the Vietnamese text as written. Do not invent lines. [quote-lines]',
].join(' ');

/** Lines the model reads on `image`; the user reviews them on the screen. */
export async function linesFromImage(ctx: QuotationContext, image: Buffer): Promise<ProposedQuoteLines> {
  const mime = sniffImage(image);
  if (!mime) throw new HttpError(415, ErrorCode.VALIDATION, M.notImage);
  if (!aiVisionEnabled(ctx.env)) throw new HttpError(503, 'AI_NOT_CONFIGURED', M.noVision);
  const config = await loadAiConfig(ctx.db, ctx.box, ctx.env);
  if (!config) throw new HttpError(503, 'AI_NOT_CONFIGURED', M.noReader);
  try {
    const answer = await new AiProvider(config).completeJson({
      system: QUOTE_SYSTEM_PROMPT,
      user: 'Đọc các dòng sản phẩm trong ảnh này.',
      schema: proposedQuoteLines,
      name: QUOTE_LINES_SCHEMA_NAME,
      images: [{ mime, bytes: image }],
    });
    return { lines: answer.lines.map(tidyLine) };
  } catch (err) {
    if (err instanceof AiError) {
      throw new HttpError(502, 'AI_FAILED', `${M.readFailed} ${err.message}`.trim());
    }
    throw err;
  }
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
const tidyLine = (l: ProposedQuoteLines['lines'][number]) => ({
  tensp: tidy(l.tensp),
  xuatxu: tidy(l.xuatxu),
  donvi: tidy(l.donvi),
  soluong: l.soluong,
  dongia: l.dongia,
  ghichu: tidy(l.ghichu),
});
