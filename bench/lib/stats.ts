import os from "node:os";

/** Small helpers every benchmark reports with, so their results read alike. */
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The machine's 1, 5 and 15 minute load averages, to judge how quiet a run was. */
export const loadAverages = () => os.loadavg().map((value) => round(value, 2));

/** The middle value (the upper middle for an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
