import { describe, expect, it } from 'vitest';
import { OAUTH_FAILED_MESSAGE, readCallbackError } from './read-callback-error';

const unknown = 'Onbekende inlog, vraag eenvoudig een account aan via a@b.nl en ga direct aan de slag!';

describe('readCallbackError', () => {
  it('is null without error parameters', () => {
    expect(readCallbackError('?code=abc', '', 'a@b.nl')).toBeNull();
  });

  it.each([
    '?error=access_denied&error_code=user_not_found',
    '?error=access_denied&error_code=signup_disabled&error_description=Signups+not+allowed+for+this+instance',
    '?error=access_denied&error_description=unauthorized_client',
    '?error=access_denied&error_description=Signup+not+allowed',
  ])('gives the unknown-login message for %s', (search) => {
    expect(readCallbackError(search, '', 'a@b.nl')).toBe(unknown);
  });

  it('reads errors from the fragment too', () => {
    expect(readCallbackError('', '#error=access_denied&error_code=signup_disabled', 'a@b.nl')).toBe(unknown);
  });

  it('shows the description of other errors, else the generic text', () => {
    expect(readCallbackError('?error=server_error&error_description=Provider+down', '', 'a@b.nl')).toBe(
      'Provider down',
    );
    expect(readCallbackError('?error=access_denied', '', 'a@b.nl')).toBe(OAUTH_FAILED_MESSAGE);
  });
});
