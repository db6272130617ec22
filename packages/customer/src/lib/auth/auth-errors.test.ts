import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import {
  GOOGLE_ERROR_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  getUnknownLoginMessage,
  isNetworkError,
  mapSignInError,
  readResendWaitSeconds,
} from './auth-errors';

const options = { contactEmail: 'info@caoscan.nl' };
const unknown =
  'Onbekende inlog, vraag eenvoudig een account aan via info@caoscan.nl en ga direct aan de slag!';

describe('mapSignInError', () => {
  it('puts the contact address in the unknown-login message', () => {
    expect(getUnknownLoginMessage('info@caoscan.nl')).toBe(unknown);
  });

  it("maps the auth server's answer to an unknown e-mail (otp_disabled, 422) by code", () => {
    const error = new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled');
    expect(mapSignInError(error, options)).toBe(unknown);
  });

  it.each([
    ['user_not_found', 'Something went wrong'],
    ['signup_disabled', 'Nope'],
    ['oauth_account_not_found', 'Nope'],
    ['', 'User not found'],
    ['', 'Error: user_not_found'],
    ['', 'Signup disabled'],
    ['', 'Signups not allowed for this instance'],
    ['', 'OTP disabled'],
    ['', 'OAuth account not found'],
  ])('maps code %j / message %j to the unknown-login message', (code, message) => {
    expect(mapSignInError({ code, message }, options)).toBe(unknown);
  });

  it('maps invalid credentials by code or message', () => {
    expect(
      mapSignInError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), options),
    ).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(mapSignInError({ message: 'invalid_credentials' }, options)).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('keeps any other message', () => {
    const error = new AuthApiError(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    expect(mapSignInError(error, options)).toBe(
      'For security purposes, you can only request this after 42 seconds.',
    );
    expect(mapSignInError('Netwerkfout', options)).toBe('Netwerkfout');
  });

  it('falls back when the error has no message', () => {
    expect(mapSignInError({}, options)).toBe('Er is een fout opgetreden');
    expect(mapSignInError(null, { ...options, fallback: GOOGLE_ERROR_MESSAGE })).toBe(
      'Er is een fout opgetreden bij het inloggen met Google',
    );
  });
});

describe('network failures and the resend wait', () => {
  it("says in Dutch that the auth service cannot be reached instead of 'Failed to fetch'", () => {
    expect(mapSignInError(new AuthRetryableFetchError('Failed to fetch', 0), options)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(mapSignInError(new TypeError('Failed to fetch'), options)).toBe(NETWORK_ERROR_MESSAGE);
    expect(isNetworkError(new Error('Invalid code'))).toBe(false);
  });

  it('reads the seconds to wait from the 429 of a code asked for within a minute', () => {
    const error = new AuthApiError(
      'For security purposes, you can only request this after 24 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    expect(readResendWaitSeconds(error)).toBe(24);
    expect(readResendWaitSeconds({ code: 'over_email_send_rate_limit', message: '' })).toBe(60);
    expect(readResendWaitSeconds(new AuthApiError('Too many requests', 429, 'over_request_rate_limit'))).toBe(
      null,
    );
  });
});
