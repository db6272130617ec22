import { describe, expect, it } from 'vitest';
import { validateInviteEmail } from './invite-admin-dialog';

describe('invite admin: e-mail rules (spec 01 §5)', () => {
  it('requires an address matching a basic pattern, after trimming', () => {
    expect(validateInviteEmail('   ')).toBe('Email adres is verplicht');
    expect(validateInviteEmail('geen-adres')).toBe('Voer een geldig email adres in');
    expect(validateInviteEmail(' Eerste@Testbedrijf.nl ')).toBeNull();
  });
});
