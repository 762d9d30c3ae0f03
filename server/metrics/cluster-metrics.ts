import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { primaryRegistry, workersAnswered } from './primary-metrics.ts';
import { registry } from './registry.ts';

/**
 * One view of a cluster's series: the primary asks every worker for its registry (as JSON, over
 * the cluster's IPC channel) and sums them with prom-client's AggregatorRegistry.aggregate (each
 * series by its own aggregator: counters and histograms summed, a few gauges max, min or
 * averaged). A worker that does not answer within ASK_TIMEOUT_MS (starting, stuck) is left out
 * rather than failing the scrape; `almanac_metrics_workers_answered` says how many did.
 */
const ASK = 'almanac:metrics?';
const ANSWER = 'almanac:metrics';
const ASK_CLUSTER = 'almanac:cluster-metrics?';
const CLUSTER_ANSWER = 'almanac:cluster-metrics';
const ASK_TIMEOUT_MS = 2_000;

/** One registry's series as getMetricsAsJSON gives them (what AggregatorRegistry.aggregate takes). */
type MetricJson = object[];
let nextId = 0;

type Message = { kind?: unknown; id?: unknown };
const kindOf = (message: unknown) => (typeof message === 'object' && message !== null ? (message as Message).kind : undefined);

export interface MetricsText {
  contentType: string;
  text: string;
}

/** This process's own series (one process, no cluster). */
export async function localMetrics(): Promise<MetricsText> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** In a worker: answers the primary's asks with this worker's series. */
export function answerMetricsAsks(): void {
  process.on('message', (message: unknown) => {
    if (kindOf(message) !== ASK) return;
    const { id } = message as { id: number };
    void registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ kind: ANSWER, id, metrics }),
      () => process.send?.({ kind: ANSWER, id, metrics: [] }),
    );
  });
}

/** In a worker: the whole cluster's series, from the primary (the public /metrics route asks this). */
export function askPrimaryForMetrics(): Promise<MetricsText> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error(`the primary process did not send the metrics within ${ASK_TIMEOUT_MS * 2} ms`));
    }, ASK_TIMEOUT_MS * 2);
    const onMessage = (message: unknown) => {
      if (kindOf(message) !== CLUSTER_ANSWER || (message as Message).id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve((message as { metrics: MetricsText }).metrics);
    };
    process.on('message', onMessage);
    process.send?.({ kind: ASK_CLUSTER, id });
  });
}

/** The series of this process: the cluster's when it is one of its workers. */
export const metricsOfThisServer = (): Promise<MetricsText> => (cluster.isWorker ? askPrimaryForMetrics() : localMetrics());

/**
 * In the primary: the sum of every worker's series and the primary's own, and the answer to the
 * workers that ask for it (their public /metrics route).
 */
export function clusterMetrics(): () => Promise<MetricsText> {
  const waiting = new Map<number, { answers: MetricJson[]; left: Set<number>; done: () => void }>();
  const collect = async (): Promise<MetricsText> => {
    const id = nextId++;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
    const answers: MetricJson[] = [];
    await new Promise<void>((resolve) => {
      const left = new Set(workers.map((worker) => worker!.id));
      const timer = setTimeout(finish, ASK_TIMEOUT_MS);
      function finish() {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      }
      if (left.size === 0) return finish();
      waiting.set(id, { answers, left, done: finish });
      for (const worker of workers) worker!.send({ kind: ASK, id });
    });
    workersAnswered.set(answers.length);
    const summed = AggregatorRegistry.aggregate([...answers, await primaryRegistry.getMetricsAsJSON()]);
    return { contentType: summed.contentType, text: await summed.metrics() };
  };
  cluster.on('message', (worker, message: unknown) => {
    const kind = kindOf(message);
    if (kind === ANSWER) {
      const { id, metrics } = message as { id: number; metrics: MetricJson };
      const request = waiting.get(id);
      if (!request || !request.left.delete(worker.id)) return;
      request.answers.push(metrics);
      if (request.left.size === 0) request.done();
    } else if (kind === ASK_CLUSTER) {
      const { id } = message as { id: number };
      void collect().then((metrics) => worker.isConnected() && worker.send({ kind: CLUSTER_ANSWER, id, metrics }));
    }
  });
  return collect;
}
