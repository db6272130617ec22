import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from '../app';
import type { createFakeBackend } from './fake-backend';

/** The whole admin app at `path`, over the real services and a fake network. */
export function renderAdmin(path: string, backend: ReturnType<typeof createFakeBackend>) {
  const router = createMemoryRouter(createAdminRoutes(backend.services), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
