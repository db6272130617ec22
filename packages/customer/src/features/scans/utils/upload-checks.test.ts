import { describe, expect, it } from 'vitest';
import { uploadRetryDelay } from '../../../lib/upload-with-retries';
import { checkUploadFile } from './upload-checks';

describe('checkUploadFile', () => {
  it('accepts pdf, doc and docx up to 50 MB', () => {
    expect(checkUploadFile({ name: 'cao.PDF', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(checkUploadFile({ name: 'cao.docx', size: 52_428_800, type: '' })).toBeNull();
  });

  it('refuses larger files and other types with the spec texts', () => {
    expect(checkUploadFile({ name: 'cao.pdf', size: 60 * 1024 * 1024, type: 'application/pdf' })).toBe(
      'File size (60.00 MB) exceeds the maximum allowed size of 50MB',
    );
    expect(checkUploadFile({ name: 'foto.png', size: 10, type: 'image/png' })).toBe(
      'File type image/png is not supported. Please upload PDF, Word, or text files.',
    );
    expect(checkUploadFile({ name: 'cao.xyz', size: 10, type: '' })).toContain('File type .xyz');
  });

  it('waits 1 s, then 2 s between attempts', () => {
    expect([1, 2].map(uploadRetryDelay)).toEqual([1000, 2000]);
  });
});
