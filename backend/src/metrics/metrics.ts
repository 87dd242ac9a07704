import { collectDefaultMetrics, Counter, Gauge, type GaugeConfiguration, Histogram, register } from 'prom-client';

/**
 * The metrics every process may count, defined once; the list with labels and meanings is in the README (Operations:
 * Metrics). All live in prom-client's global registry: it is the one that cluster aggregation reads from each api
 * process. Label values are bounded sets (route templates, status codes, event types we handle), never ids.
 */
export const metricsRegistry = register;

export const METRICS_PREFIX = 'receptionists_';

export const httpRequestDuration = new Histogram({
  name: `${METRICS_PREFIX}http_request_duration_seconds`,
  help: 'Time from a request arriving to its response finishing, by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const MAIL_OUTCOMES = ['sent', 'retried', 'failed'] as const;
export const mailDeliveries = new Counter({
  name: `${METRICS_PREFIX}mail_deliveries_total`,
  help: 'Attempts to hand a mail to the SMTP server: sent; retried (failed, to be tried again); failed (the last attempt failed, given up).',
  labelNames: ['outcome'] as const,
});

export const paymentEventsProcessed = new Counter({
  name: `${METRICS_PREFIX}payment_events_processed_total`,
  help: 'Payment-provider events processed (committed), by event type (other: one no handler takes) and outcome (handled, ignored).',
  labelNames: ['type', 'outcome'] as const,
});

export const callReportsProcessed = new Counter({
  name: `${METRICS_PREFIX}call_reports_processed_total`,
  help: "Voice-platform messages (status updates, end-of-call reports) applied to their call (committed), by type and outcome: matched (its receptionist found), unmatched, forwarding-check (a forwarding check's own call), gone (type unknown: the message was deleted before).",
  labelNames: ['type', 'outcome'] as const,
});

// Every counter starts at 0 for each of its outcomes, so a rate() over a fresh process is 0, not absent.
for (const outcome of MAIL_OUTCOMES) mailDeliveries.inc({ outcome }, 0);

let collectingNodeMetrics = false;

/** Node's own metrics (event-loop lag, heap, GC, CPU, file descriptors…), with their standard names; once per process. */
export function collectNodeMetrics(): void {
  if (collectingNodeMetrics) return;
  collectingNodeMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * The gauges a provider reads at each scrape, registered while it lives. The newest app in a process owns each name
 * (tests build several apps side by side), and one going away removes only the gauges that are still its own.
 */
export class ScrapedGauges {
  private readonly owned: [name: string, gauge: Gauge][] = [];

  add<Label extends string>(configuration: Omit<GaugeConfiguration<Label>, 'registers'>): Gauge<Label> {
    metricsRegistry.removeSingleMetric(configuration.name);
    const gauge = new Gauge<Label>({ ...configuration, registers: [metricsRegistry] });
    this.owned.push([configuration.name, gauge as unknown as Gauge]);
    return gauge;
  }

  removeAll(): void {
    for (const [name, gauge] of this.owned) if (metricsRegistry.getSingleMetric(name) === gauge) metricsRegistry.removeSingleMetric(name);
  }
}
