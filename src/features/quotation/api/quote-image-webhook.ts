/**
 * The quote-image webhook path (no vision model): the photo goes to our server's relay
 * (`POST /api/automation/quote-image` → 202 with the delivery); the screen then follows the
 * delivery with the automation feature's `useDeliveryOutcome` until the receiver answered.
 */
import type { AutomationDelivery } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';

const contracts = () => import('@/contracts/automation');

export async function postQuoteImage(file: File): Promise<AutomationDelivery> {
  const form = new FormData();
  form.append('file', file, file.name || 'anh.jpg');
  return (await api.post('automation/quote-image', schemaFrom(contracts, 'deliveryResponse'), { body: form })).data;
}
