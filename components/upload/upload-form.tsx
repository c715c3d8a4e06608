'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { countOf } from '@/lib/format';
import type { UploadFileResult } from '@/lib/schemas/upload';
import { ApplyToAll, type EveryFile, withEveryFile } from './apply-to-all';
import { ofTeam } from './choice-select';
import { type Choices, FilePreview } from './file-preview';
import { listedPartners, pairChosenFiles } from './pair-blobs';
import { type PreparedFile, prepareFile } from './prepare-file';
import { sendUploads } from './send-upload';
import { saveText, UploadResults } from './upload-result';
import { type UploadTeam, UploadTeamPicker } from './upload-team-picker';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; results: UploadFileResult[]; notSent: { name: string; why: string }[] }
  | { kind: 'failed'; message: string };

export function UploadForm({
  choices,
  maxBytes,
  teams,
  openTeamId = null,
  accepts,
}: {
  choices: Choices;
  maxBytes: number;
  teams: UploadTeam[];
  /** with sign-in off: the team uploads go to (the home team, or none) */
  openTeamId?: string | null;
  /** the benchmark formats read (lib/parsers/formats, listed on the server: the registry stays out of this bundle) */
  accepts: string;
}) {
  const inputId = useId();
  const [team, setTeam] = useState(teams[0]?.id);
  // a run may be pointed only at the upload team's own hosts and configs, and its projects offered
  const teamChoices = useMemo(() => {
    const teamId = team ?? openTeamId;
    const own = <T extends { teamId: string | null }>(rows: T[]) => rows.filter((r) => r.teamId === teamId);
    return { ...choices, hosts: own(choices.hosts), projects: own(choices.projects), configs: own(choices.configs) };
  }, [choices, team, openTeamId]);
  const [files, setFiles] = useState<PreparedFile[]>([]);
  const [parsing, setParsing] = useState(0);
  // values set "for every file" and not applied: Save waits for them (ApplyToAll)
  const [unapplied, setUnapplied] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pastedName, setPastedName] = useState('pasted-text.txt');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // what "for every file" applied: files read after it get it too (a walkthrough's sweep of 8 files,
  // applied while 5 were still being read: 3 runs got the project, the rest none)
  const everyFile = useRef<EveryFile | null>(null);
  useEffect(() => {
    if (files.length + parsing <= 1) everyFile.current = null; // the box is gone, and what it held
  }, [files.length, parsing]);
  // each file's preview says whether this team has it already (the lookup lists every team's copy)
  const destination = { id: team ?? openTeamId, name: teams.find((t) => t.id === team)?.name ?? null };

  const add = async (chosen: { blob: Blob; name: string }[]) => {
    setPhase({ kind: 'idle' });
    // run.cmd chosen with run.log (now, or one of them before): one document, the command above its output
    const partners = listedPartners(files, chosen);
    const taken = new Set(partners.map((f) => f.key));
    if (taken.size > 0) setFiles((fs) => fs.filter((f) => !taken.has(f.key)));
    const blobs = await pairChosenFiles([...partners.map((f) => ({ blob: f.blob, name: f.name })), ...chosen]);
    setParsing((n) => n + blobs.length);
    for (const { blob, name, joined } of blobs) {
      try {
        const prepared = await prepareFile(blob, name, `${name}-${Date.now()}-${Math.random()}`, team);
        setFiles((fs) => [...fs, withEveryFile({ ...prepared, joined }, everyFile.current)]);
      } catch (error) {
        // (the lookup of earlier copies failed, or the parser threw): said, and the next file goes on
        setPhase({ kind: 'failed', message: `${name}: ${(error as Error).message}` });
      } finally {
        setParsing((n) => n - 1);
      }
    }
  };
  const storable = files.filter(
    (f) => f.result.runs.length + f.result.configs.length + f.result.matrices.length + f.result.hosts.length > 0,
  );
  const totalBytes = storable.reduce((n, f) => n + f.size, 0);
  const save = async () => {
    setPhase({ kind: 'uploading', progress: 0 });
    // the files shown when Save was pressed: those read meanwhile stay for the next Save (they were
    // cleared with the rest, never sent and never told of), and every one not sent is said
    const shown = new Set(files.map((f) => f.key));
    const notSent = files
      .filter((f) => !storable.includes(f))
      .map((f) => ({
        name: f.name,
        why: f.result.error
          ? `${f.result.error.message} (line ${f.result.error.line})`
          : 'benchboard read no benchmark, configuration, result table or host in it',
      }));
    try {
      const body = await sendUploads(storable, team, (progress) => setPhase({ kind: 'uploading', progress }));
      if ('error' in body) setPhase({ kind: 'failed', message: body.error.message });
      else {
        setPhase({ kind: 'done', results: body.results, notSent });
        setFiles((fs) => fs.filter((f) => !shown.has(f.key)));
      }
    } catch (error) {
      setPhase({ kind: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="space-y-4">
      <UploadTeamPicker
        teams={teams}
        team={team}
        onChange={(next) => {
          setFiles((fs) => fs.map((f) => ({ ...f, edits: f.edits.map((x) => ofTeam(x, choices, next)) })));
          setTeam(next);
        }}
      />
      <datalist id="project-names">
        {teamChoices.projects.map((p) => (
          <option key={p.id} value={p.name} />
        ))}
      </datalist>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void add([...e.dataTransfer.files].map((f) => ({ blob: f, name: f.name })));
        }}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-8 text-center ${dragging ? 'border-accent bg-accent-soft' : 'border-line bg-panel'}`}
      >
        <span className="font-medium">Drop benchmark logs here, or click to choose files</span>
        <span className="mt-1 text-sm text-muted">
          {accepts}, my.cnf, SHOW VARIABLES, whole blog posts · up to {Math.round(maxBytes / 1024 / 1024)} MB
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          className="sr-only"
          data-testid="file-input"
          onChange={(e) => {
            void add([...(e.target.files ?? [])].map((f) => ({ blob: f, name: f.name })));
            e.target.value = '';
          }}
        />
      </label>
      <details className="rounded-lg border border-line bg-panel p-4">
        <summary className="cursor-pointer text-sm font-medium">…or paste text (a log, a blog post, a my.cnf)</summary>
        <div className="mt-3 space-y-2">
          <input
            aria-label="Name for the pasted text"
            value={pastedName}
            onChange={(e) => setPastedName(e.target.value)}
            className="w-64 rounded border border-line px-2 py-1 text-sm"
          />
          <textarea
            aria-label="Pasted text"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            rows={8}
            className="w-full rounded border border-line p-2 font-mono text-xs"
          />
          <button
            type="button"
            disabled={!pasted.trim()}
            onClick={() => {
              void add([{ blob: new Blob([pasted], { type: 'text/plain' }), name: pastedName || 'pasted-text.txt' }]);
              setPasted('');
            }}
            className="rounded-md bg-ink px-3 py-1.5 text-sm text-panel disabled:bg-faint"
          >
            Read pasted text
          </button>
        </div>
      </details>
      {parsing > 0 ? <p className="text-sm text-muted">Reading {countOf(parsing, 'file')}…</p> : null}
      {files.length + parsing > 1 ? (
        <ApplyToAll
          files={files.length + parsing}
          choices={teamChoices}
          onPending={setUnapplied}
          onApply={(every) => {
            everyFile.current = every;
            setFiles((fs) => fs.map((f) => withEveryFile(f, every)));
          }}
        />
      ) : null}
      {files.map((f) => (
        <FilePreview
          key={f.key}
          file={f}
          choices={teamChoices}
          destination={destination}
          onChange={(next) => setFiles((fs) => fs.map((x) => (x.key === f.key ? next : x)))}
          onRemove={() => setFiles((fs) => fs.filter((x) => x.key !== f.key))}
        />
      ))}
      {files.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void save()}
            disabled={
              storable.length === 0 || parsing > 0 || phase.kind === 'uploading' || totalBytes > maxBytes || (unapplied && files.length > 1)
            }
            className="rounded-md bg-accent px-4 py-2 font-medium text-on-accent disabled:bg-faint"
          >
            {/* Save waits for every file chosen: it said "Save 1 run from 1 file" with 5 chosen, and saved that one */}
            {parsing > 0
              ? `Reading ${countOf(parsing, 'more file')}…`
              : saveText(
                  // configurations as stored (a my.cnf with its SHOW VARIABLES and start command is one), not blocks read
                  storable.map(({ result: r, plan, existing }) => ({
                    runs: r.runs.length,
                    configs: plan.configs.length,
                    matrices: r.matrices.length,
                    hosts: r.hosts.length,
                    stored: existing?.copies.some((c) => (c.team?.id ?? null) === destination.id) ?? false,
                  })),
                )}
          </button>
          {totalBytes > maxBytes ? (
            <span className="text-sm text-worse">
              Too large: {Math.round(totalBytes / 1024 / 1024)} MB, the limit is {Math.round(maxBytes / 1024 / 1024)} MB.
            </span>
          ) : null}
          {storable.length < files.length ? <span className="text-sm text-muted">Files that were not recognized are not sent.</span> : null}
        </div>
      ) : null}
      {phase.kind === 'uploading' ? (
        <div role="status" aria-label="Upload progress">
          <progress max={1} value={phase.progress} className="w-full" />
          <p className="text-sm text-muted">{phase.progress < 1 ? `Uploading… ${Math.round(phase.progress * 100)}%` : 'Storing…'}</p>
        </div>
      ) : null}
      {phase.kind === 'failed' ? (
        <p role="alert" className="rounded bg-worse-soft p-3 text-sm text-worse">
          {phase.message}
        </p>
      ) : null}
      {phase.kind === 'done' ? <UploadResults results={phase.results} notSent={phase.notSent} /> : null}
    </div>
  );
}
