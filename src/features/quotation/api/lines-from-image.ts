import type { QuoteLine } from '@/contracts/quotations-vocabulary';
import { api, schemaFrom } from '@/lib/api';

const contracts = () => import('@/contracts/quotations');

/** The model may take its time reading a photo (the server allows it two minutes). */
const READ_TIMEOUT_MS = 130_000;

/** POST /api/quotations/lines-from-image (multipart `file`): the lines the vision model reads. */
export async function linesFromImage(file: File): Promise<{ lines: QuoteLine[]; message?: string }> {
  const form = new FormData();
  form.append('file', file, file.name || 'anh.jpg');
  const answer = await api.post('quotations/lines-from-image', schemaFrom(contracts, 'proposedQuoteLinesResponse'), {
    body: form,
    timeout: READ_TIMEOUT_MS,
  });
  return { lines: answer.data.lines, message: answer.message };
}
