// Scales for a chart drawn without Recharts (components/charts/line-series-preview.tsx), giving the
// ticks Recharts gives a [0, auto] axis, so the preview and the chart that replaces it agree.

/** A linear map from `domain` to `range` (a zero-width domain maps to the range's start). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (v: number) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** A positive finite number as it prints (its shortest decimal), exactly: digits × 10^exponent. */
function decimalOf(n: number): { digits: bigint; exponent: number } {
  const [mantissa = '0', exponent = '0'] = n.toExponential().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
}

/** ⌈digits × 10^exponent⌉ */
function ceilDecimal(digits: bigint, exponent: number): bigint {
  if (exponent >= 0) return digits * 10n ** BigInt(exponent);
  const unit = 10n ** BigInt(-exponent);
  return (digits + unit - 1n) / unit;
}

/**
 * The ticks of an axis from 0 to at least `max`, five of them, as Recharts' getNiceTickValues makes
 * them for its default domain [0, 'auto']: the step max / 4 rounded up to a multiple of 0.05 × its
 * power of ten (0.1 × for a one-digit step), e.g. 1234 → 0, 350, … 1400. Recharts computes in
 * decimal (decimal.js-light) from the number as it prints; so does this, with BigInt, so that a
 * maximum such as 0.00010000000000000002 gets Recharts' ticks too.
 */
export function niceTicks(max: number): number[] {
  const count = 5;
  if (!(max > 0) || !Number.isFinite(max)) return Array.from({ length: count }, (_, k) => k);
  // the step before rounding, max / 4, exactly: max × 25 × 10^-2
  const { digits, exponent } = decimalOf(max);
  const rough = { digits: digits * 25n, exponent: exponent - 2 };
  // its number of digits before the point (Recharts' getDigitCount): floor(log10) + 1
  const digitCount = rough.digits.toString().length + rough.exponent;
  // rough / 10^digitCount / scale, rounded up: with scale 0.05 that is rough × 20 × 10^-digitCount
  const byOne = digitCount === 1;
  const multiples = ceilDecimal(rough.digits * (byOne ? 10n : 20n), rough.exponent - digitCount);
  // the step: multiples × scale × 10^digitCount = multiples × (1 or 5) × 10^(digitCount − 1 or − 2)
  const stepDigits = multiples * (byOne ? 1n : 5n);
  const stepExponent = digitCount - (byOne ? 1 : 2);
  return Array.from({ length: count }, (_, k) => Number(`${BigInt(k) * stepDigits}e${stepExponent}`));
}

/**
 * The ticks Recharts gives a number axis with a fixed domain and no ticks of its own (a short run's
 * seconds), as its getTickValuesFixedDomain makes them: from `from` on the step niceTicks gives the
 * span, while below `to`, then `to` itself.
 */
export function ticksBetween(from: number, to: number): number[] {
  if (!(to > from) || !Number.isFinite(to - from)) return [from];
  const step = niceTicks(to - from)[1] as number;
  const ticks: number[] = [];
  for (let k = 0; k <= 10; k++) {
    const t = Number((from + k * step).toPrecision(12));
    if (t >= to) break;
    ticks.push(t);
  }
  return [...ticks, to];
}
