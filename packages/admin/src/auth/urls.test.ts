import { afterEach, describe, expect, it } from 'vitest';
import { getCustomerLoginUrl, getCustomerLoginUrlReturningHere } from './urls';

describe('customer login URLs', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks the login page to return to the admin page the person opened', () => {
    window.history.replaceState(null, '', '/admin/users?page=2');
    const url = new URL(getCustomerLoginUrlReturningHere());
    expect(url.pathname).toBe('/login');
    expect(url.origin).toBe(window.location.origin);
    expect(url.searchParams.get('next')).toBe('/admin/users?page=2');
  });

  it('logs out to the plain login page', () => {
    window.history.replaceState(null, '', '/admin');
    expect(new URL(getCustomerLoginUrl()).search).toBe('');
  });
});
