import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DutchDateField } from './date-field';

const originalZone = process.env.TZ;

describe('DutchDateField', () => {
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('shows the Amsterdam date whatever the browser time zone', () => {
    process.env.TZ = 'America/Los_Angeles'; // 23:30 UTC is still 1 March there
    render(
      <RecordContextProvider value={{ id: 'o1', created_at: '2026-03-01T23:30:00Z' }}>
        <DutchDateField source="created_at" />
        <DutchDateField source="created_at" showTime />
      </RecordContextProvider>,
    );
    expect(screen.getByText('2 maart 2026')).toBeTruthy();
    expect(screen.getByText('2 maart 2026 om 00:30')).toBeTruthy();
  });

  it('shows a dash for a missing date', () => {
    render(
      <RecordContextProvider value={{ id: 'o1', created_at: null }}>
        <DutchDateField source="created_at" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('–')).toBeTruthy();
  });
});
