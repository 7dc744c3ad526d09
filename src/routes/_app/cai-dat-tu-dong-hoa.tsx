import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { AutomationSettingsPage } from '@/features/automation/components/automation-settings-page';

export const Route = createFileRoute('/_app/cai-dat-tu-dong-hoa')({
  staticData: metaFor('/cai-dat-tu-dong-hoa'),
  component: AutomationSettingsPage,
});
