import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLanguageSync } from '@/features/switch-language';
import { createI18n, keepTextsCurrent, languageDirection, selectLanguage } from '@/shared/i18n';
import { ToastHost } from '@/shared/ui/toast';

function LanguageEffects() {
  useLanguageSync();
  const language = useSelector(selectLanguage);
  return <ToastHost rtl={languageDirection(language) === 'rtl'} />;
}

/**
 * One i18n instance for this app, started in the language of the store as first rendered (the
 * stored choice, or the server-rendered page's); later changes go through useLanguageSync.
 */
export function I18nBoundary({ children }: { children: ReactNode }) {
  const language = useSelector(selectLanguage);
  const [i18n] = useState(() => createI18n(language));
  // Another language, or the admin's texts, arrive in chunks of their own.
  useEffect(() => keepTextsCurrent(i18n), [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageEffects />
      {children}
    </I18nextProvider>
  );
}
