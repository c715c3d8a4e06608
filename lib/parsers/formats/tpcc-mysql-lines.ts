// The lines of tpcc_start's output (tpcc-mysql, Percona's TPC-C driver) and the stage of the run
// each one belongs to. Every regex is anchored and has one way to match (linear, see
// tests/unit/security/regex-linear.test.ts).

/** Where a line sits in the output; a stage seen again (or going back) starts another run. */
export const STAGE = {
  banner: 0,
  options: 1,
  parameters: 2,
  rampUp: 3,
  measuring: 4,
  stopping: 5,
  raw: 6,
  raw2: 7,
  constraint: 8,
  histogram: 9,
  percentile: 10,
  tpmC: 11,
} as const;
export type Stage = (typeof STAGE)[keyof typeof STAGE];

/** The transaction types, in the order tpcc_start numbers them ([0] … [4]), and their figure prefix. */
export const TRANSACTIONS = [
  { name: 'New-Order', key: 'newOrder' },
  { name: 'Payment', key: 'payment' },
  { name: 'Order-Status', key: 'orderStatus' },
  { name: 'Delivery', key: 'delivery' },
  { name: 'Stock-Level', key: 'stockLevel' },
] as const;

export const transactionNamed = (name: string) => TRANSACTIONS.find((t) => t.name === name);

/** Section headers and one-line markers (trimmed lines), each with its stage. */
export const HEADERS: [RegExp, Stage][] = [
  [/^\*+ ###easy### TPC-C Load Generator \*+$/, STAGE.banner],
  [/^<Parameters>$/, STAGE.parameters],
  [/^RAMP-UP TIME\.\(\d+ sec\.\)$/, STAGE.rampUp],
  [/^MEASURING START\.$/, STAGE.measuring],
  [/^STOPPING THREADS\.*$/, STAGE.stopping],
  [/^<Raw Results>$/, STAGE.raw],
  [/^<Raw Results2\(sum ver\.\)>$/, STAGE.raw2],
  [/^<Constraint Check>/, STAGE.constraint],
  [/^<RT Histogram>$/, STAGE.histogram],
  [/^<90th Percentile RT \(MaxRT\)>$/, STAGE.percentile],
  [/^<TpmC>$/, STAGE.tpmC],
];

/** The stage a header line opens, or null. Cheap: every header starts with `*`, `<` or a capital. */
export function headerStage(text: string): Stage | null {
  const first = text.charCodeAt(0);
  if (first !== 42 /* * */ && first !== 60 /* < */ && (first < 65 || first > 90)) return null;
  for (const [pattern, stage] of HEADERS) if (pattern.test(text)) return stage;
  return null;
}

const N = '(\\d+(?:\\.\\d+)?)';
/** `10, trx: 396, 95%: 22.120, 99%: 30.112, max_rt: 41.200, 395|40.100, 40|6.500, 40|60.100, 40|70.200` (times in ms) */
export const INTERVAL = new RegExp(
  `^(\\d+), trx: (\\d+), 95%: ${N}, 99%: ${N}, max_rt: ${N}, (\\d+)\\|${N}, (\\d+)\\|${N}, (\\d+)\\|${N}, (\\d+)\\|${N}$`,
);
/** an interval report in a syntax we do not read (older tpcc_start: `10, 396(0):1.234|2.345, …`) */
export const INTERVAL_LIKE = /^\d+, \S/;
export const INTERVAL_START = /^\d+, trx: \d/;
/** `option w with value '10'`: tpcc_start echoes each option it was given */
export const OPTION = /^option ([A-Za-z]) with value '([^']*)'/;
/** `[warehouse]: 10`, `[rampup]: 10 (sec.)` */
export const PARAMETER = /^\[(\w+)\]:(.*)$/;
/** each connection says which schema it uses (newer tpcc_start) */
export const USING_SCHEMA = /^Using schema: \S+$/;
export const STARS = /^\*+$/;
/** `[0] sc:27675  lt:1  rt:0  fl:0 avg_rt: 41.3 (5)`: success, late, retry, failure, average RT (ms) */
export const RAW_ROW = new RegExp(`^\\[(\\d)\\] sc:(\\d+) +lt:(\\d+) +rt:(\\d+) +fl:(\\d+)(?: +avg_rt: ${N} \\(\\d+\\))?$`);
export const MEASURED = /^in (\d+) sec\.$/;
export const CONSTRAINT_PART = /^\[(transaction percentage|response time \(at least 90% passed\))\]$/;
/** `Payment: 43.48% (>=43.0%) [OK]`, `New-Order: 100.00%  [OK]`, `… [NG] *` */
export const CONSTRAINT_ROW = new RegExp(`^([A-Za-z-]+): ${N}%(?: +\\(>= ?${N}%\\))? +\\[(OK|NG)\\]`);
/** `1.New-Order` and `0.001,  856143` */
export const HISTOGRAM_LINE = /^(?:\d\.[A-Za-z-]+|\d+\.\d+, +\d+)$/;
/** `New-Order : 0.379  (1.226)` (seconds) */
export const PERCENTILE_ROW = new RegExp(`^([A-Za-z-]+) : ${N} +\\(${N}\\)$`);
export const TPMC = new RegExp(`^${N} [Tt]pm[Cc]$`);
