/**
 * Quick quotation (spec 001 §3 quote line, issue 16): what the server proposes from a photo of a
 * price list or an order. The user always reviews the lines before they join the quote.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_PROPOSED_LINES } from './quotations-vocabulary';

/** How a photo can become lines on this server. */
export const quoteCapabilities = z.object({
  /** The configured model reads images (AI_VISION=1 and a provider configured). */
  ai: z.boolean(),
  /** The quote-image automation webhook is configured. */
  webhook: z.boolean(),
});
export type QuoteCapabilities = z.infer<typeof quoteCapabilities>;
export const quoteCapabilitiesResponse = envelope(quoteCapabilities);

/** One line as the model must answer it (strict JSON schema: every field present). */
export const proposedQuoteLine = z.object({
  tensp: z.string(),
  xuatxu: z.string(),
  donvi: z.string(),
  soluong: z.number().min(0),
  dongia: z.number().min(0),
  ghichu: z.string(),
});

/** The model's answer (`response_format` name `quote_lines`). */
export const QUOTE_LINES_SCHEMA_NAME = 'quote_lines';
export const proposedQuoteLines = z.object({ lines: z.array(proposedQuoteLine).max(MAX_PROPOSED_LINES) });
export type ProposedQuoteLines = z.infer<typeof proposedQuoteLines>;
export const proposedQuoteLinesResponse = envelope(proposedQuoteLines);
