import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The whole react-admin app renders in these tests; on a shared 2-core machine the first render
// can take seconds, so waiting for text gets more than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });
