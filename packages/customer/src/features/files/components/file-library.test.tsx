import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { FileLibrary } from './file-library';

describe('FileLibrary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the organisation's files with size, date and who uploaded them", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /files': {
          body: {
            files: [
              {
                id: 'f1',
                original_filename: 'cao-bouw.pdf',
                file_size: 2_621_440,
                format: 'pdf',
                cao_name: 'Bouw',
                created_at: '2026-11-21T19:26:00Z',
                uploaded_by: 'Lars Lid',
              },
            ],
          },
        },
      }).fetch,
    );
    renderWithApp(<FileLibrary />);
    expect(await screen.findByText('cao-bouw.pdf')).toBeTruthy();
    expect(screen.getByText('2,5 MB')).toBeTruthy();
    expect(screen.getByText('21 november 2026 om 20:26')).toBeTruthy();
    expect(screen.getByText('Lars Lid')).toBeTruthy();
  });

  it('says where documents are uploaded when there are none yet', async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'GET /files': { body: { files: [] } } }).fetch);
    renderWithApp(<FileLibrary />);
    expect(await screen.findByText(/Upload ze hierboven, of in stap 2 van een scan/)).toBeTruthy();
  });
});
