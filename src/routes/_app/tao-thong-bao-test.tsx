import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TestSenderPage } from '@/features/notifications/components/test-sender-page';

export const Route = createFileRoute('/_app/tao-thong-bao-test')({
  staticData: metaFor('/tao-thong-bao-test'),
  component: TestSenderPage,
});
