// The JSON of a run written as it is read: the run's own fields (indented), then each child
// table as an array with one row per line, then the upload it came from. Valid and complete
// JSON whatever the number of rows, with one batch in memory at a time.

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

export type JsonTable = { key: string; batches: AsyncIterable<object[]> };

const indent = (json: string, by: string) => json.replace(/\n/g, `\n${by}`);

export async function* jsonChunks(
  head: Record<string, unknown>,
  tables: JsonTable[],
  tail: Record<string, unknown>,
): AsyncGenerator<string> {
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${indent(JSON.stringify(v, bigints, 2) ?? 'null', '  ')}`);
  yield `{\n${fields.join(',\n')}`;
  let first = fields.length === 0;
  for (const table of tables) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(table.key)}: [`;
    first = false;
    let rows = 0;
    for await (const batch of table.batches) {
      let text = '';
      for (const row of batch) text += `${rows++ === 0 ? '' : ','}\n    ${JSON.stringify(row, bigints)}`;
      yield text;
    }
    yield rows === 0 ? ']' : '\n  ]';
  }
  for (const [k, v] of Object.entries(tail)) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(k)}: ${indent(JSON.stringify(v, bigints, 2) ?? 'null', '  ')}`;
    first = false;
  }
  yield '\n}\n';
}
