import type { ShareFanpageBody } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';

const contracts = () => import('@/contracts/automation');

/**
 * POST /api/automation/share-fanpage {fanpageId, postUrl}: our server adds the page's maTrang and
 * token (never the browser) and relays it to the share webhook as a delivery (202).
 */
export const shareToFanpage = (body: ShareFanpageBody) =>
  api.post('automation/share-fanpage', schemaFrom(contracts, 'deliveryResponse'), { json: body });

export const useShareToFanpage = () => useSubmitMutation({ mutationFn: shareToFanpage });
