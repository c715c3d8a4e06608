// Generated sysbench 1.x OLTP report lines, well-formed and mutated, for the property tests of the
// JavaScript scanner and of the WebAssembly reader.
import fc from 'fast-check';

export const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** `\d+(?:\.\d+)?`, up to 25 digits: past 15 both readers hand the number to Number(). */
const decimal = fc.tuple(digits(1, 13), fc.option(digits(1, 12), { nil: undefined })).map(([i, f]) => (f === undefined ? i : `${i}.${f}`));
const spaces = fc.string({ unit: fc.constant(' '), maxLength: 3 });

export const oltpLine = fc
  .record({
    s1: spaces,
    s2: spaces,
    t: decimal,
    threads: digits(1, 4),
    values: fc.array(decimal, { minLength: 9, maxLength: 9 }),
    colon1: fc.boolean(),
    colon2: fc.boolean(),
  })
  .map(
    ({ s1, s2, t, threads, values: [tps, qps, r, w, o, pct, lat, err, rec], colon1, colon2 }) =>
      `[${s1}${t}s${s2}] thds: ${threads} tps: ${tps} qps: ${qps} (r/w/o: ${r}/${w}/${o}) lat (ms,${pct}%): ${lat} err/s${colon1 ? ':' : ''} ${err} reconn/s${colon2 ? ':' : ''} ${rec}`,
  );

/** A line with one character removed, changed or added somewhere: mostly not an OLTP line any more. */
export const mutated = fc
  .tuple(oltpLine, fc.nat(), fc.constantFrom('', '.', ' ', '1', 'x', ':', ']', '%', '/', '\0', 'é', '\t'), fc.boolean())
  .map(([line, at, char, replace]) => {
    const i = at % (line.length + 1);
    return line.slice(0, i) + char + line.slice(replace ? i + 1 : i);
  });
