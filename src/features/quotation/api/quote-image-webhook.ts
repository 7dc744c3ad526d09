/**
 * The quote-image webhook path (no vision model): the photo goes to our server's relay
 * (`POST /api/automation/quote-image`, a delivery), then the delivery is read until the receiver
 * answered; its JSON answer holds the lines.
 */
import type { AutomationDelivery } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';

const contracts = () => import('@/contracts/automation');

export const POLL_EVERY_MS = 1000;
export const POLL_TRIES = 20;

export type WebhookOutcome =
  | { state: 'delivered'; delivery: AutomationDelivery }
  | { state: 'failed'; delivery: AutomationDelivery }
  | { state: 'pending'; delivery: AutomationDelivery };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendQuoteImage(file: File, signal?: AbortSignal): Promise<WebhookOutcome> {
  const form = new FormData();
  form.append('file', file, file.name || 'anh.jpg');
  let delivery = (await api.post('automation/quote-image', schemaFrom(contracts, 'deliveryResponse'), { body: form }))
    .data;
  for (let i = 0; i < POLL_TRIES; i++) {
    if (delivery.state === 'delivered' || delivery.state === 'failed') break;
    await wait(POLL_EVERY_MS);
    if (signal?.aborted) break;
    delivery = (await api.get(`automation/deliveries/${delivery.id}`, schemaFrom(contracts, 'deliveryResponse'))).data;
  }
  if (delivery.state === 'delivered') return { state: 'delivered', delivery };
  if (delivery.state === 'failed') return { state: 'failed', delivery };
  return { state: 'pending', delivery };
}
