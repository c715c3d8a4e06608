import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { formFields, refusalMessage } from '@/lib/form-action';
import { contextSavedNotice, noticeText, pageToGoBackTo, readNotice, reparsedNotice } from '@/lib/notice';
import { hasCookie } from '@/lib/page-cache';

describe('a refused form’s notice', () => {
  it('holds an id of the refusal and its message, cut to 400 characters; a value that is not one shows nothing', () => {
    const message = 'Your role in this team does not allow you to delete this run; ask a team admin.';
    expect(readNotice(noticeText(message, 'k1'))).toEqual({ id: 'k1', message, kind: 'refused' });
    // two refusals of one page are two notices
    expect(readNotice(noticeText(message))?.id).toMatch(/^[0-9a-z]+$/);
    expect(readNotice(noticeText('x'.repeat(5000), 'a'))?.message).toHaveLength(400);
    expect(readNotice(undefined)).toBeNull();
    expect(readNotice('')).toBeNull();
    expect(readNotice('no id here')).toBeNull();
    expect(readNotice('.no id')).toBeNull();
    expect(readNotice('a.   ')).toBeNull();
    expect(readNotice(`a.${'y'.repeat(401)}`)).toBeNull();
  });

  it('a confirmation (a re-parse, which has no answer of its own) is told from a refusal', () => {
    const said = reparsedNotice({ updated: 1, added: 0, removed: 0 }, 21);
    expect(said).toBe('Re-parsed with parser version 21: 1 run read again; none added or removed.');
    expect(readNotice(noticeText(said, 'k2', 'done'))).toEqual({ id: 'k2~d', message: said, kind: 'done' });
    expect(reparsedNotice({ updated: 2, added: 1, removed: 3 }, 21)).toBe(
      'Re-parsed with parser version 21: 2 runs read again; 1 run added, 3 runs removed.',
    );
  });

  it('a change of several runs’ context says what was saved, where it lands', () => {
    expect(contextSavedNotice(5, ['projectId'], 'project')).toBe('Project saved for 5 runs: they are in this project now.');
    expect(contextSavedNotice(2, ['hostId', 'configId'], 'comparison')).toBe(
      'Host, configuration saved for 2 runs. Here is their comparison.',
    );
    expect(contextSavedNotice(1, ['serverBuildId'], 'run')).toBe('Server build saved for this run.');
  });

  it('never cuts a message inside a surrogate pair (Next could not URI-encode half of one)', () => {
    const text = noticeText(`${'x'.repeat(398)}😀😀😀`, 'a');
    expect(() => encodeURIComponent(text)).not.toThrow();
    expect(text.endsWith('x…')).toBe(true);
  });

  it('goes back only to a page of this host', () => {
    const host = 'bench.example:3000';
    expect(pageToGoBackTo('http://bench.example:3000/runs/12?x=1', host, '/runs')).toBe('/runs/12?x=1');
    expect(pageToGoBackTo('https://bench.example:3000/teams/perf', host, '/teams')).toBe('/teams/perf');
    expect(pageToGoBackTo('http://evil.example/runs/12', host, '/runs')).toBe('/runs');
    expect(pageToGoBackTo('http://bench.example:3001/runs/12', host, '/runs')).toBe('/runs');
    expect(pageToGoBackTo('javascript:alert(1)', host, '/runs')).toBe('/runs');
    expect(pageToGoBackTo('not a url', host, '/runs')).toBe('/runs');
    expect(pageToGoBackTo(null, host, '/runs')).toBe('/runs');
    expect(pageToGoBackTo('http://bench.example:3000/runs', null, '/x')).toBe('/x');
    // host names are compared as DNS does, without case
    expect(pageToGoBackTo('http://Bench.Example:3000/runs/3', host, '/runs')).toBe('/runs/3');
    // a path the URL parser keeps as `//…` would leave the site when redirected to
    expect(pageToGoBackTo('http://bench.example:3000//evil.example/x', host, '/runs')).toBe('/runs');
  });

  it('is found among the cookies a request carries, by its exact name', () => {
    expect(hasCookie('a=1; benchboard-notice=Hi; b=2', 'benchboard-notice')).toBe(true);
    expect(hasCookie('benchboard-notice', 'benchboard-notice')).toBe(true);
    expect(hasCookie('x-benchboard-notice=1; benchboard-notices=2', 'benchboard-notice')).toBe(false);
    expect(hasCookie(null, 'benchboard-notice')).toBe(false);
  });
});

describe('what a refusal says', () => {
  it('a refusal says its reason; a fault says nothing (it fails, with its digest in the log)', () => {
    expect(refusalMessage(new AppError('forbidden', 'Your role does not allow it.'))).toBe('Your role does not allow it.');
    expect(refusalMessage(new AppError('busy', 'Busy.'))).toBeNull();
    expect(refusalMessage(new Error('connection reset'))).toBeNull();
    const invalid = z.object({ runId: z.coerce.number().int().positive('a run id is a positive number') }).safeParse({ runId: '-1' });
    expect(invalid.success).toBe(false);
    if (!invalid.success)
      expect(refusalMessage(invalid.error)).toBe('The form was not accepted: a run id is a positive number. Nothing was changed.');
  });
});

describe('a plain form action sent something that is no form (an attack probe, 2026-12-07)', () => {
  it('is refused with the misshapen-form message, said as a notice, not a TypeError', () => {
    for (const sent of [[{ runId: '58' }], [1, 2, 3], 10n, 'x', null, { runId: 1 }]) {
      let caught: unknown;
      try {
        formFields(sent);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(refusalMessage(caught)).toMatch(/^This form was not sent as its page sends it/);
    }
    const form = new FormData();
    form.append('runId', '58');
    expect(formFields(form)).toEqual({ runId: '58' });
  });
});
