import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '#common/schemas/orders.js';
import { useServerMessages } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { assignRider } from './api/assign-rider.js';

/** An order the run could not change, with the server's reason. */
export interface RiderRunFailure {
  id: string;
  orderNumber: number;
  message: string;
}

export type RiderRun =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'finished'; riderId: string | null; assigned: number; failures: RiderRunFailure[] };

/**
 * Gives several orders to one rider (or takes them back: `riderId` null), one call an order
 * (PUT /api/admin/orders/:id/rider), one after another so the count moves as they go. A refusal
 * stops nothing: each order answers for itself, and the run ends with how many changed and which
 * did not, in the server's words. The lists are read once, at the end.
 */
export function useAssignRiders() {
  const queryClient = useQueryClient();
  const server = useServerMessages();
  const [run, setRun] = useState<RiderRun>({ phase: 'idle' });

  const start = async (orders: readonly Order[], riderId: string | null): Promise<RiderRunFailure[]> => {
    const failures: RiderRunFailure[] = [];
    let assigned = 0;
    setRun({ phase: 'running', done: 0, total: orders.length });
    for (const [index, order] of orders.entries()) {
      try {
        const answer = await assignRider({ id: order._id, riderId });
        queryClient.setQueryData<Order>(queryKeys.orders.one(order._id), answer.order);
        assigned += 1;
      } catch (error) {
        failures.push({ id: order._id, orderNumber: order.orderNumber, message: server.of(error).join(' ') });
      }
      setRun({ phase: 'running', done: index + 1, total: orders.length });
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminLists });
    setRun({ phase: 'finished', riderId, assigned, failures });
    return failures;
  };

  return { run, start, running: run.phase === 'running' };
}
