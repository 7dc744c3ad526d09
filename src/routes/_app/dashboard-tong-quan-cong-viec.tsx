import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { StatisticsPage } from '@/features/work/statistics/components/statistics-page';
import { flagParam, searchParams } from '@/lib/search-params';

/** `daily`: start on today's figures; `overdue`: only overdue tasks — either scrolls to the list (spec 002 §2.1). */
const statisticsSearch = searchParams({ daily: flagParam(), overdue: flagParam() });

export const Route = createFileRoute('/_app/dashboard-tong-quan-cong-viec')({
  staticData: metaFor('/dashboard-tong-quan-cong-viec'),
  validateSearch: statisticsSearch,
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { daily, overdue } = Route.useSearch();
  // Keyed by the link, so following another notification's link on this screen starts afresh.
  return <StatisticsPage key={`${daily}-${overdue}`} period={daily ? 'day' : undefined} overdue={overdue} />;
}
