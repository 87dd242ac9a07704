/** One sample of a scrape: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** Each family's declared type (counter, gauge, histogram…), by name. */
  types: Map<string, string>;
  /** The value of the one sample of `name` whose labels include `labels`; undefined when none, an error when several. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** The sum of the samples of `name` whose labels include `labels` (0 when none). */
  sum(name: string, labels?: Record<string, string>): number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/y;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES = ['_bucket', '_sum', '_count', '_created'];

/**
 * A strict parser of Prometheus's text exposition format (version 0.0.4): every line must be a HELP or TYPE comment or
 * a sample of a family whose TYPE came before it, with well-formed labels and a number; anything else throws.
 */
export function parsePrometheusText(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `line ${index + 1} ("${line}")`;
    if (line === '') return;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!TYPES.has(comment[3])) throw new Error(`${where}: unknown type`);
        types.set(comment[2], comment[3]);
      }
      return;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`${where}: neither a comment nor a sample`);
    const [, name, labelText = '', valueText] = sample;
    const family = types.has(name) ? name : SUFFIXES.map((suffix) => name.replace(new RegExp(`${suffix}$`), '')).find((base) => types.has(base));
    if (!family) throw new Error(`${where}: no TYPE declared for ${name}`);
    // As Prometheus reads them (Go's ParseFloat): NaN in any case (prom-client writes Nan), +Inf and -Inf.
    const value = /^nan$/i.test(valueText) ? NaN : valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText)) throw new Error(`${where}: not a number`);
    samples.push({ name, labels: parseLabels(labelText, where), value });
  });
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  return {
    samples,
    types,
    value(name, labels = {}) {
      const found = matching(name, labels);
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
    sum: (name, labels = {}) => matching(name, labels).reduce((total, sample) => total + sample.value, 0),
  };
}

function parseLabels(text: string, where: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`${where}: malformed labels`);
    labels[match[1]] = match[2].replace(/\\(["\\n])/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped));
  }
  return labels;
}
