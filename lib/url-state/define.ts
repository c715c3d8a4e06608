// One page's URL state: its path and parameters, and the one writer of its links. Reading is in
// zod.ts (server side: the page, its API twin and the proxy parse with the same schema).
import { encodeParam, type Params, type StateOf, type ValueOf } from './params';

export type Overrides<P extends Params> = { [K in keyof P]?: ValueOf<P[K]> | undefined };

export type UrlState<P extends Params> = {
  readonly path: string;
  readonly params: P;
  /** the parameters that may be given more than once */
  readonly lists: readonly string[];
  /**
   * `?…` for a state (empty when every value is its default), `overrides` applied (an undefined
   * override clears a value). Defaults and blanks are left out, parameters come in the
   * definition's order, and commas stay commas (`runs=1,2,3`), so equal states give equal links.
   */
  write(state: Partial<StateOf<P>>, overrides?: Overrides<P>): string;
  /** The path and its query: the link to the page in that state. */
  href(state: Partial<StateOf<P>>, overrides?: Overrides<P>): string;
};

const sameTexts = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

export function defineUrlState<const P extends Params>(path: string, params: P): UrlState<P> {
  const keys = Object.keys(params);
  const write = (state: Partial<StateOf<P>>, overrides: Overrides<P> = {}): string => {
    const search = new URLSearchParams();
    const given: Readonly<Record<string, unknown>> = state;
    const forced: Readonly<Record<string, unknown>> = overrides;
    for (const key of keys) {
      const p = params[key];
      if (!p) continue;
      const value = Object.hasOwn(forced, key) ? forced[key] : p.transient ? undefined : given[key];
      if (value === undefined || value === null) continue;
      const texts = encodeParam(p, value);
      if (p.hasDefault && sameTexts(texts, encodeParam(p, p.fallback))) continue;
      for (const text of texts) if (text !== '' || p.keepBlank) search.append(key, text);
    }
    const query = search.toString().replace(/%2C/g, ',');
    return query ? `?${query}` : '';
  };
  return {
    path,
    params,
    lists: keys.filter((key) => params[key]?.list),
    write,
    href: (state, overrides) => `${path}${write(state, overrides)}`,
  };
}
