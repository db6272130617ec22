import { describe, expect, it } from 'vitest';
import { readDownloadFilename } from './content-disposition';

describe('readDownloadFilename (every download of both apps)', () => {
  it('reads the server header (both forms; the extended one wins)', () => {
    const header =
      'attachment; filename="cao-vergelijking-metaal-2026-01-02.xlsx"; filename*=UTF-8\'\'cao-vergelijking-m%C3%A9taal-2026-01-02.xlsx';
    expect(readDownloadFilename(header)).toBe('cao-vergelijking-métaal-2026-01-02.xlsx');
  });

  it('reads quoted and bare names', () => {
    expect(readDownloadFilename('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(readDownloadFilename('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(readDownloadFilename('attachment; filename="../../etc/x.xlsx"')).toBe('x.xlsx');
  });

  it('falls back to the default name', () => {
    expect(readDownloadFilename(null)).toBe('cao-comparison-results.xlsx');
    expect(readDownloadFilename('attachment')).toBe('cao-comparison-results.xlsx');
    expect(readDownloadFilename('attachment; filename=""')).toBe('cao-comparison-results.xlsx');
    expect(readDownloadFilename("attachment; filename*=UTF-8''%E0%A4%A")).toBe('cao-comparison-results.xlsx');
  });
});

describe('readDownloadFilename with another default', () => {
  it('uses the given fallback only when the header names nothing', () => {
    expect(readDownloadFilename(null, 'x.xlsx')).toBe('x.xlsx');
    expect(readDownloadFilename('attachment; filename="y.xlsx"', 'x.xlsx')).toBe('y.xlsx');
  });
});
