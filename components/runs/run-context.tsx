import Link from 'next/link';
import { excerptEntries } from '@/lib/config-values';
import type { RunDetail } from '@/lib/db/runs';
import { formatBytes } from '@/lib/format';

/** Host, server build and configuration of a run, each linking to its page. */
export function RunContext({ run }: { run: RunDetail }) {
  const { host, serverBuild, config } = run;
  const excerpt = config ? excerptEntries(config.entries) : [];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <div>
        <h3 className="mb-1 text-xs font-semibold text-muted uppercase">Host</h3>
        {host ? (
          <div className="text-sm">
            <Link href={`/hosts/${host.id}`} className="text-accent hover:underline">
              {host.name}
            </Link>
            <div className="text-xs text-muted">
              {[
                host.cpuModel,
                host.cpus ? `${host.cpus} CPU` : null,
                host.memoryBytes ? `${formatBytes(host.memoryBytes)} RAM` : null,
                host.os,
                host.kernel,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted">not recorded</p>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold text-muted uppercase">Server build</h3>
        {serverBuild ? (
          <dl className="text-sm">
            {(
              [
                ['product', serverBuild.product],
                ['version', serverBuild.version],
                ['engine', [serverBuild.engine, serverBuild.engineVersion].filter(Boolean).join(' ')],
                ['allocator', serverBuild.allocator],
                ['revision', serverBuild.revision],
              ] as const
            )
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="flex gap-2">
                  <dt className="w-20 text-muted">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">{run.serverVersion ?? 'not recorded'}</p>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold text-muted uppercase">Configuration</h3>
        {config ? (
          <div className="text-sm">
            <Link href={`/configs/${config.id}`} className="text-accent hover:underline">
              {config.name}
            </Link>
            <div className="text-xs text-muted">
              {config.kind}, {config.entries.length} entries
            </div>
            <ul className="mt-1 max-h-40 overflow-auto font-mono text-xs">
              {excerpt.slice(0, 40).map((e) => (
                <li key={e.idx}>
                  {e.section && e.section !== 'mysqld' ? `[${e.section}] ` : ''}
                  {e.key}
                  {e.value ? ` = ${e.value}` : ''}
                  {e.running !== null ? <span className="text-muted"> (server: {e.running})</span> : null}
                </li>
              ))}
              {excerpt.length > 40 ? <li className="text-muted">… {excerpt.length - 40} more</li> : null}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted">none found in the upload</p>
        )}
      </div>
    </div>
  );
}
