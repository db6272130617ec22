import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

const item = (activity_type: string, payload: Record<string, unknown>) =>
  ({
    id: 'a',
    activity_type,
    activity_scope: 'team',
    payload,
    reference_id: null,
    occurred_at: '',
  }) as Parameters<typeof describeActivity>[0];

describe('describeActivity', () => {
  it('says in Dutch what happened', () => {
    expect(describeActivity(item('user.invited', { email: 'nieuw@x.test', role_name: 'org_member' }))).toBe(
      'nieuw@x.test uitgenodigd als Lid',
    );
    expect(describeActivity(item('scan.created', { scan_name: 'Vergelijking 2026' }))).toBe(
      'Scan "Vergelijking 2026" aangemaakt',
    );
    expect(describeActivity(item('file.uploaded', { file_name: 'cao.pdf' }))).toBe(
      'Bestand "cao.pdf" geüpload',
    );
    expect(describeActivity(item('credit.purchased', { credits_amount: 15 }))).toBe('15 credits gekocht');
    expect(describeActivity(item('credit.purchased', {}))).toBe('Credits gekocht');
    expect(
      describeActivity(
        item('cao.version_changed', {
          cao_name: 'ABU / NBBU CAO voor Uitzendkrachten',
          version_label: '2026-2027',
          scans: [{ id: 's1', name: 'Metaal' }],
        }),
      ),
    ).toBe(
      'Nieuwe versie van ABU / NBBU CAO voor Uitzendkrachten (2026-2027): 1 scan gebruikte de vorige versie',
    );
  });
});
