import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { AiSettingsPage } from '@/features/articles/ai-settings/components/ai-settings-page';

export const Route = createFileRoute('/_app/cai-dat-ai')({
  staticData: metaFor('/cai-dat-ai'),
  component: AiSettingsPage,
});
