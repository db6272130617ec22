// oidc-provider ships no type declarations; the test identity provider uses it untyped.
declare module 'oidc-provider';
