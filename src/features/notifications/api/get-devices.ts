import { useQuery } from '@tanstack/react-query';
import { pushDevicesResponse } from '@/contracts/notifications';
import { api } from '@/lib/api';
import { notificationKeys } from './query-keys';

/** GET /api/dang-ky-thong-bao/me: the caller's registered devices. */
export const getMyDevices = async () => (await api.get('dang-ky-thong-bao/me', pushDevicesResponse)).data;
export const useMyDevices = () => useQuery({ queryKey: notificationKeys.devices(), queryFn: getMyDevices });
