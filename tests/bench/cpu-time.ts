/** CPU time (all threads of the process: the collector's helpers count) of one run in ms, after a full collection when exposed. */
export function cpuMs(run: () => unknown): number {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}
