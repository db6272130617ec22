import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals, which this package does not use.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // absent in the node-environment files (the bundle size check)
});
