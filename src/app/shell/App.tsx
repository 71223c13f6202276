import { useEffect } from 'react';
import { useGetSettingsQuery, useSettingsPreviewReceiver, useThemeColor } from '@/entities/setting';
import { LoadingScreen } from '@/widgets/loading-screen';
import { AppRoutes } from '../routes/AppRoutes';

/**
 * Every screen needs the settings (texts, theme, product name), so the loading screen stays
 * until they arrive. A failed load is only logged and the loading screen stays (SPEC.md §4).
 */
export function App() {
  const { data, error } = useGetSettingsQuery();
  const theme = useThemeColor();
  // Inside the admin's preview frame, the unsaved settings replace the saved ones.
  useSettingsPreviewReceiver();

  useEffect(() => {
    if (error) console.error('Failed to load the site settings', error);
  }, [error]);

  if (!data) return <LoadingScreen />;
  return (
    <div className="app" data-theme={theme}>
      <AppRoutes />
    </div>
  );
}
