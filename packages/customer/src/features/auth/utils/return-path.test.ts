import { describe, expect, it } from 'vitest';
import { isOutsideApp, readReturnPath, toSafeReturnPath } from './return-path';

const ORIGIN = 'http://127.0.0.1:3000';

describe('toSafeReturnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/users?page=2#top', '/admin/users?page=2#top'],
    ['/cao-scan/overview', '/cao-scan/overview'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(toSafeReturnPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/login',
    '/adm\nin',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(toSafeReturnPath(raw, ORIGIN)).toBeNull();
  });
});

describe('readReturnPath', () => {
  it('prefers the route the guard remembered, then ?next=, then the dashboard', () => {
    const from = { from: { pathname: '/credits', search: '?x=1' } };
    expect(readReturnPath({ search: '?next=/admin', state: from }, ORIGIN)).toBe('/credits?x=1');
    expect(readReturnPath({ search: '?next=%2Fadmin%2Fusers', state: null }, ORIGIN)).toBe('/admin/users');
    expect(readReturnPath({ search: '?next=https://evil.example', state: null }, ORIGIN)).toBe('/');
    expect(readReturnPath({ search: '', state: null }, ORIGIN)).toBe('/');
  });
});

describe('isOutsideApp', () => {
  it('knows the back-office is another app', () => {
    expect(isOutsideApp('/admin')).toBe(true);
    expect(isOutsideApp('/admin/users')).toBe(true);
    expect(isOutsideApp('/admin?x=1')).toBe(true);
    expect(isOutsideApp('/admin/organizations/42')).toBe(true);
    // Whatever follows a hash, /admin is still the other app.
    expect(isOutsideApp('/admin#top')).toBe(true);
    expect(isOutsideApp('/administratie')).toBe(false);
    expect(isOutsideApp('/credits')).toBe(false);
    expect(isOutsideApp('/credits#/admin')).toBe(false);
  });
});
