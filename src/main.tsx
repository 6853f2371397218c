import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { boot } from './app/boot';
import { createMallRouter } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  boot();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createMallRouter()} />
    </StrictMode>,
  );
}
