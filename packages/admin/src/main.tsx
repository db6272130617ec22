import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from './app';
import { ConfigErrorPage } from './config/config-error-page';
import { loadConfig } from './config/load-config';
import { createAdminServices } from './services';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  try {
    const config = await loadConfig();
    const router = createBrowserRouter(createAdminRoutes(createAdminServices(config)));
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    root.render(<ConfigErrorPage message={message} />);
  }
}

void start();
