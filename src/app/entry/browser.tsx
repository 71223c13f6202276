import { startBrowserApp } from './startBrowserApp';
// After the components' own styles, as before: the cascade the pages were styled against.
import '../styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

startBrowserApp(container).catch((error: unknown) => {
  console.error('The app failed to start', error);
});
