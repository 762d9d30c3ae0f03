import { Counter } from 'prom-client';
import { registry } from './registry.ts';

const refusals = new Counter({
  name: 'almanac_overload_refusals_total',
  help: 'Requests refused 503 by the overload guard: event_loop (the loop lagged), budget (could not be answered within OVERLOAD_BUDGET_MS)',
  labelNames: ['reason'],
  registers: [registry],
});

export type OverloadReason = 'event_loop' | 'budget';

export function countOverloadRefusal(reason: OverloadReason): void {
  refusals.inc({ reason });
}
