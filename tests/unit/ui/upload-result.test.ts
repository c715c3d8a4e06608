// What the upload form's button and result say a batch stores: runs, and what a file holds besides
// runs when it holds none (two my.cnf files are two configurations, not "0 runs").
import { describe, expect, it } from 'vitest';
import { saveText, storedSummary } from '@/components/upload/upload-result';

const file = (runs: number, configs = 0, matrices = 0, hosts = 0) => ({ runs, configs, matrices, hosts });

describe('saveText', () => {
  it('counts runs, and leaves out the configurations they ran with', () => {
    expect(saveText([file(2, 3, 0, 1)])).toBe('Save 2 runs from 1 file');
    expect(saveText([file(1), file(2)])).toBe('Save 3 runs from 2 files');
  });
  it('says configurations, result tables or a host when the files hold no run', () => {
    expect(saveText([file(0, 1), file(0, 1)])).toBe('Save 2 configurations from 2 files');
    expect(saveText([file(0, 1, 1, 1)])).toBe('Save 1 configuration and 1 result table from 1 file');
    expect(saveText([file(0, 0, 0, 1)])).toBe('Save 1 host from 1 file');
  });
  it('names result tables next to runs', () => {
    expect(saveText([file(3, 0, 2)])).toBe('Save 3 runs and 2 result tables from 1 file');
  });
  it('counts no file stored before in the team saving goes to, and says so', () => {
    const stored = { ...file(2), stored: true };
    expect(saveText([stored, stored])).toBe('Save 2 files: already stored, nothing new');
    expect(saveText([file(3), stored])).toBe('Save 3 runs from 1 file (1 more file already stored)');
  });
  it('says 0 runs when nothing is storable', () => {
    expect(saveText([])).toBe('Save 0 runs from 0 files');
  });
});

describe('storedSummary', () => {
  const result = (runs: number, configs: number, matrices: number, hostId: number | null = null) => ({
    runIds: Array.from({ length: runs }, (_, i) => i + 1),
    configIds: Array.from({ length: configs }, (_, i) => i + 1),
    matrixIds: Array.from({ length: matrices }, (_, i) => i + 1),
    hostId,
  });
  it('leaves out "0 runs" when the file stored something else', () => {
    expect(storedSummary(result(0, 1, 0))).toBe('1 configuration');
    expect(storedSummary(result(0, 0, 1, 4))).toBe('1 result table, a host');
    expect(storedSummary(result(2, 1, 0, 4))).toBe('2 runs, 1 configuration');
    expect(storedSummary(result(0, 0, 0))).toBe('0 runs');
  });
});
