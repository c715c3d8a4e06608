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
