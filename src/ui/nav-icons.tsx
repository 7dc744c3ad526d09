import {
  IconArchive,
  IconArticle,
  IconBell,
  IconBrandFacebook,
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconClockHour4,
  IconDeviceMobile,
  IconExternalLink,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconPhoto,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTruck,
  IconUserCircle,
  IconUsers,
  IconWebhook,
  type TablerIcon,
} from '@tabler/icons-react';

/** Names of the icons the shell can draw (route meta names them; mapped to Tabler icons below). */
export type NavIcon =
  | 'dashboard'
  | 'truck'
  | 'user'
  | 'devices'
  | 'bell'
  | 'settings'
  | 'users'
  | 'building'
  | 'shield'
  | 'photo'
  | 'frame'
  | 'clock'
  | 'kanban'
  | 'archive'
  | 'chart'
  | 'article'
  | 'megaphone'
  | 'briefcase'
  | 'facebook'
  | 'invoice'
  | 'webhook';

const icons: Record<NavIcon, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  truck: IconTruck,
  user: IconUserCircle,
  devices: IconDeviceMobile,
  bell: IconBell,
  settings: IconSettings,
  users: IconUsers,
  building: IconBuilding,
  shield: IconShieldLock,
  photo: IconPhoto,
  frame: IconExternalLink,
  clock: IconClockHour4,
  kanban: IconLayoutKanban,
  archive: IconArchive,
  chart: IconChartBar,
  article: IconArticle,
  megaphone: IconSpeakerphone,
  briefcase: IconBriefcase,
  facebook: IconBrandFacebook,
  invoice: IconFileInvoice,
  webhook: IconWebhook,
};

export function NavIconView({ name, size = 20 }: { name: NavIcon | undefined; size?: number }) {
  const Icon = name ? icons[name] : IconLayoutDashboard;
  return <Icon size={size} stroke={1.75} aria-hidden />;
}
