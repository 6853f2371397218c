import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { boot } from './app/boot';
import { createMallRouter } from './app/router';
import { setWaitingRoomNavigator } from './app/waitingRoom';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  boot();
  const router = createMallRouter();
  // Busy answers (load shedding) move the shopper to /wait inside the app, without a reload.
  setWaitingRoomNavigator((to, opts) => router.navigate(to, opts));
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
