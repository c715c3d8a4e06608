// Numbers as one PostgreSQL array literal (`{1.5,NULL,3}`), sent as a single text parameter.
// Prisma serializes a raw query's parameters to JSON and back, and pg then writes each element
// again: an array of numbers cost ~90 bytes a value in short-lived objects (a 50 MB log's 425,000
// intervals × 15 columns, hundreds of MB that V8 left in its old space for a while). One string a
// column is a few copies of ~10 bytes a value. String(n) is the shortest text that reads back as the same double, so
// PostgreSQL stores exactly the value the parser produced.

export class NumberArrayLiteral {
  private readonly parts: string[] = [];

  /** NaN (a figure the line did not print) is NULL. */
  push(value: number): void {
    this.parts.push(Number.isNaN(value) ? 'NULL' : String(value));
  }

  toString(): string {
    return `{${this.parts.join(',')}}`;
  }
}

/** Numbers or nulls as one array literal (`{1.5,NULL}`). */
export function numberArray(values: readonly (number | null | undefined)[]): string {
  const out = new NumberArrayLiteral();
  for (const v of values) out.push(v ?? Number.NaN);
  return out.toString();
}

/** Texts or nulls as one array literal: every element double-quoted, `"` and `\` escaped (PostgreSQL's array input syntax). */
export function textArray(values: readonly (string | null | undefined)[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** Booleans or nulls as one array literal (`{t,f,NULL}`). */
export function boolArray(values: readonly (boolean | null | undefined)[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : v ? 't' : 'f')).join(',')}}`;
}
