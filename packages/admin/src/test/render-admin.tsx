import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from '../app';
import type { AdminServices } from '../services';

/** The whole admin app at `path`, over the real services (against the real server). */
export function renderAdmin(path: string, backend: { services: AdminServices }) {
  const router = createMemoryRouter(createAdminRoutes(backend.services), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
