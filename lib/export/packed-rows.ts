// The rows a table's CSV/JSON buttons export, packed for the trip to the browser. A comparison's
// export rows repeat the same strings in every row (the run's label and title, the metric, the
// kind) and every row names every key: 34 KB of one compare page's 204 KB RSC payload, sent again
// inside its HTML. Packed, each key and each distinct string is sent once, and the browser unpacks
// exactly the rows the server built (same keys in the same order, same values).

export type ExportCell = string | number | boolean | null;
export type ExportRow = Record<string, ExportCell>;

/**
 * `keys` once; `strings` once each; a row is an array of cells by key, where a string cell is
 * `[index]` into `strings` (a one-element array: never a value a row holds itself), a key the row
 * lacks is `[]`, and every other cell is as it was.
 */
export type PackedRows = { keys: string[]; strings: string[]; rows: (ExportCell | [number] | [])[][] };

export function packRows(rows: readonly ExportRow[]): PackedRows {
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (!keyIndex.has(key)) {
        keyIndex.set(key, keys.length);
        keys.push(key);
      }
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const packed = rows.map((row) =>
    keys.map((key): ExportCell | [number] | [] => {
      if (!Object.hasOwn(row, key)) return [];
      const value = row[key] as ExportCell;
      if (typeof value !== 'string') return value;
      let at = stringIndex.get(value);
      if (at === undefined) {
        at = strings.length;
        stringIndex.set(value, at);
        strings.push(value);
      }
      return [at];
    }),
  );
  return { keys, strings, rows: packed };
}

/**
 * The rows packRows was given. A row's keys come back in the order of `keys` (the order in which
 * they first appear): the same as the row's own order whenever every row has the same keys in the
 * same order, as every table's export does.
 */
export function unpackRows({ keys, strings, rows }: PackedRows): ExportRow[] {
  return rows.map((cells) => {
    const row: ExportRow = {};
    cells.forEach((cell, i) => {
      if (Array.isArray(cell) && cell.length === 0) return;
      // defined, not assigned: a key named `__proto__` (a tag's key is the reader's) stays a key
      Object.defineProperty(row, keys[i] as string, {
        value: Array.isArray(cell) ? strings[cell[0] as number] : cell,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  });
}
