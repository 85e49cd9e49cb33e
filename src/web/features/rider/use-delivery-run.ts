import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Collected } from '#common/constants.js';
import type { RiderOrder } from '#common/schemas/riders.js';
import { ApiError } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { deliverOrder } from './api/deliver-order.js';
import { outcomeOfFailure, type QueuedDelivery, queueDelivery, readQueue, sendQueue } from './delivery-queue.js';
import { keepRun, type RiderRun, readRun } from './kept-run.js';
import { useRiderEvents } from './use-rider-events.js';

/** What the screen last said about a delivery (read out through its live region). */
export type RunNotice = { kind: 'delivered' | 'queued'; orderNumber: number };

export interface DeliveryRun {
  run: UseQueryResult<RiderRun>;
  /** The orders confirmed offline, waiting to be sent. */
  waiting: ReadonlySet<string>;
  /** A queued delivery the server refused, by order: the rider gives it again. */
  problems: Readonly<Record<string, ApiError>>;
  notice: RunNotice | null;
  /**
   * Delivers a stop: 'delivered', or 'queued' without a network. A refusal throws the ApiError
   * (a wrong code, a locked delivery) for the step to show.
   */
  deliver(order: RiderOrder, code: string, collected: Collected): Promise<'delivered' | 'queued'>;
}

/**
 * The rider's day (decision 0058): the stops from the server (or the kept list offline), read
 * again on every live change, deliveries sent at once or queued, the queue sent on load and when
 * the network returns.
 */
export function useDeliveryRun(riderId: string): DeliveryRun {
  const queryClient = useQueryClient();
  const key = queryKeys.rider.orders(riderId);
  const run = useQuery({ queryKey: key, queryFn: ({ signal }) => readRun(riderId, signal), retry: false });
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => idsOf(readQueue(riderId)));
  const [problems, setProblems] = useState<Record<string, ApiError>>({});
  const [notice, setNotice] = useState<RunNotice | null>(null);

  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.rider.orders(riderId) }),
    [queryClient, riderId],
  );
  useRiderEvents(readAgain);

  /** A delivered stop leaves the list, on screen and in the kept copy. */
  const removeStop = useCallback(
    (orderId: string) => {
      const left = queryClient.setQueryData<RiderRun>(queryKeys.rider.orders(riderId), (current) =>
        current ? { ...current, orders: current.orders.filter((order) => order._id !== orderId) } : current,
      );
      if (left && !left.offline) keepRun(riderId, left.orders, left.at);
    },
    [queryClient, riderId],
  );

  const sendWaiting = useCallback(async () => {
    if (readQueue(riderId).length === 0) return;
    const outcomes = await sendQueue(riderId);
    setWaiting(idsOf(readQueue(riderId)));
    const refused: Record<string, ApiError> = {};
    for (const outcome of outcomes) {
      if (outcome.kind === 'delivered') {
        removeStop(outcome.delivery.orderId);
        setNotice({ kind: 'delivered', orderNumber: outcome.delivery.orderNumber });
      } else if (outcome.kind === 'refused') {
        refused[outcome.delivery.orderId] = outcome.error;
      }
    }
    if (Object.keys(refused).length > 0) setProblems((current) => ({ ...current, ...refused }));
    if (outcomes.some((outcome) => outcome.kind !== 'kept')) readAgain();
  }, [riderId, removeStop, readAgain]);

  useEffect(() => {
    void sendWaiting();
    const online = () => {
      void sendWaiting();
      readAgain();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendWaiting, readAgain]);

  const deliver = useCallback(
    async (order: RiderOrder, code: string, collected: Collected): Promise<'delivered' | 'queued'> => {
      const delivery: QueuedDelivery = {
        orderId: order._id,
        orderNumber: order.orderNumber,
        code,
        collected,
        queuedAt: new Date().toISOString(),
      };
      const queue = () => {
        queueDelivery(riderId, delivery);
        setWaiting(idsOf(readQueue(riderId)));
        setNotice({ kind: 'queued', orderNumber: order.orderNumber });
        return 'queued' as const;
      };
      setProblems(({ [order._id]: _gone, ...rest }) => rest);
      if (navigator.onLine === false) return queue();
      try {
        await deliverOrder(delivery);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NETWORK') return queue();
        if (outcomeOfFailure(error) !== 'delivered') {
          // The stop may have changed meanwhile (locked by the fifth wrong code, cancelled, taken away).
          readAgain();
          throw error;
        }
      }
      removeStop(order._id);
      setNotice({ kind: 'delivered', orderNumber: order.orderNumber });
      readAgain();
      return 'delivered';
    },
    [riderId, removeStop, readAgain],
  );

  return { run, waiting, problems, notice, deliver };
}

const idsOf = (queue: readonly QueuedDelivery[]): ReadonlySet<string> => new Set(queue.map((entry) => entry.orderId));
