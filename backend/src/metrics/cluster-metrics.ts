import { AggregatorRegistry } from 'prom-client';
import { metricsConfig } from '../config';
import { startMetricsServer } from './metrics-server';

/**
 * In an api process under a primary (API_PROCESSES > 1): answers the primary's requests for this process's metrics
 * (prom-client's cluster messages; its constructor installs the listener). Called first thing, so that a process still
 * starting answers too instead of making the primary's scrape wait out its timeout.
 */
export function shareMetricsWithPrimary(): void {
  new AggregatorRegistry();
}

/**
 * In the primary: serves on METRICS_PORT the metrics of every api process, summed (histograms and counters add up;
 * Node's own metrics are averaged or summed as prom-client defines). A process that does not answer within 5 s fails
 * that scrape with a 503.
 */
export function serveClusterMetrics(): void {
  const { apiPort, host } = metricsConfig();
  if (apiPort === null) return;
  const aggregator = new AggregatorRegistry();
  const scrape = async () => ({ status: 200, contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
  startMetricsServer({ name: 'METRICS_PORT', port: apiPort, host, routes: { '/metrics': scrape } }).catch((error: Error) => {
    // As one api process would: a host that is not this machine's stops the api.
    console.error(error.message);
    process.exitCode = 1;
    process.kill(process.pid, 'SIGTERM'); // the primary's own stop: its processes first, then itself
  });
}
