import { spawnSync } from 'node:child_process';

/** One sample as Prometheus's Python client parses it (a histogram's are `_bucket`, `_sum`, `_count`). */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusFamily {
  name: string;
  type: string;
  help: string;
  samples: PrometheusSample[];
}

/**
 * Debian's python3-prometheus-client reads the exposition (the Prometheus project's own Python
 * client, `text_string_to_metric_families`): an independent parser, which throws on a line it cannot read.
 */
const PARSER = `
import json, math, sys
from prometheus_client.parser import text_string_to_metric_families
families = [
    {"name": f.name, "type": f.type, "help": f.documentation,
     "samples": [{"name": s.name, "labels": s.labels, "value": None if math.isnan(s.value) else s.value}
                 for s in f.samples]}
    for f in text_string_to_metric_families(sys.stdin.read())
]
print(json.dumps(families))
`;

export function parsePrometheusText(text: string): PrometheusFamily[] {
  const run = spawnSync('/usr/bin/python3', ['-c', PARSER], { input: text, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`not Prometheus text: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as PrometheusFamily[];
}
