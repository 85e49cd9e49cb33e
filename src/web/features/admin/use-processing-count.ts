import { useQuery } from '@tanstack/react-query';
import { type DashboardAnswer, dashboardQueryOptions } from './api/get-dashboard.js';

const countProcessing = (answer: DashboardAnswer) => answer.statusCounts.Processing;

/**
 * Orders still to be packed, for the Orders badge: read from the dashboard's figures (the same
 * query the dashboard uses, so one refresh serves both), re-rendering only when the count
 * changes. Undefined until the figures have come.
 */
export function useProcessingCount(): number | undefined {
  // Not read again on each screen the badge stays on: live alerts and status changes refresh it.
  return useQuery({ ...dashboardQueryOptions(), select: countProcessing, staleTime: 60_000 }).data;
}
