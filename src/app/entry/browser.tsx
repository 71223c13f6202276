// After the components' own styles, as before: the cascade the pages were styled against.
import '../styles/index.css';

/** Lets the browser paint and answer input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The app's code arrives in one go, but running it all at once would hold a slow phone's main
 * thread for a long moment in which a tap goes unanswered. So it starts in steps, one task
 * each: React, the data layer, the texts, then the app. `eager`: no extra download, the modules
 * are in the chunks the page already has; `webpackExports`: nothing escapes tree shaking. (Not
 * React Router: imported this way, webpack would resolve its development build.)
 */
async function start(container: HTMLElement) {
  await import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ '@/shared/api');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createI18n"] */ '@/shared/i18n');
  await nextTask();
  const { startBrowserApp } = await import(/* webpackMode: "eager" */ './startBrowserApp');
  await startBrowserApp(container, nextTask);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

start(container).catch((error: unknown) => {
  console.error('The app failed to start', error);
});
