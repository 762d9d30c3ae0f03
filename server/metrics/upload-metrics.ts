import { Counter } from 'prom-client';
import { registry } from './registry.ts';

const stored = new Counter({
  name: 'almanac_upload_bytes_total',
  help: 'Bytes of finished uploads stored (pictures after cleaning)',
  labelNames: ['kind'],
  registers: [registry],
});

export function countUploadBytes(kind: 'picture', bytes: number): void {
  stored.inc({ kind }, bytes);
}
