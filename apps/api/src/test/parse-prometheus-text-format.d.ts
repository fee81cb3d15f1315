// Types for parse-prometheus-text-format 1.1.1, which ships none: its output, as its README shows it.
declare module 'parse-prometheus-text-format' {
  export interface PrometheusSample {
    labels?: Record<string, string>;
    /** Counters, gauges and untyped samples. */
    value?: string;
    /** Histograms: the count per upper bound (`le`), the count and the sum. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
