import { useQuery } from '@tanstack/react-query';
import { type AllOrdersAnswer, allOrdersQueryOptions } from './api/get-all-orders.js';

const countProcessing = (answer: AllOrdersAnswer) => answer.AllOrders.filter((order) => order.status === 'Processing').length;

/**
 * Orders still to be packed, for the Orders badge: read from the admin's order list (the same
 * query the dashboard and the list use, so one refresh serves all), re-rendering only when the
 * count changes. Undefined until the list has come.
 */
export function useProcessingCount(): number | undefined {
  return useQuery({ ...allOrdersQueryOptions(), select: countProcessing }).data;
}
