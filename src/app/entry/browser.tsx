import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { detectLanguage } from '@/shared/i18n';
import { makePersistor, makeStore } from '../model/makeStore';
import { App } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';
import '../styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// A first visit starts in the browser's language; a stored choice replaces it on rehydration.
const store = makeStore({ language: { language: detectLanguage() } });
const persistor = makePersistor(store);

// createRoot for now: hydrateRoot, with the state the server serialised, comes with server rendering.
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
