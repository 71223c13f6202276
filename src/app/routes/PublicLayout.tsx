import { Suspense, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import {
  attachFullFaceWhenIdle,
  CriticalText,
  FirstScreen,
  useCriticalFaceRelease,
} from '@/shared/lib/critical-text';
import { replayEarlyClicks } from '@/shared/lib/lazy-part';
import { ChatButton } from '@/widgets/chat-button';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { useScrollToHash } from './useScrollToHash';
import './PublicLayout.css';

const MAIN_ID = 'main';

/** Moves focus to the content without adding `#main` to the address (which would scroll twice). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * Once the last part of the page is hydrated (React hydrates the parts in order), every control
 * answers: the buttons pressed before are pressed again, and `<html data-hydrated>` says so
 * (browser tests wait for it rather than guess; nothing in the app reads it).
 */
function HydrationMark() {
  useEffect(() => {
    replayEarlyClicks();
    document.documentElement.dataset.hydrated = '';
    attachFullFaceWhenIdle();
  }, []);
  return null;
}

/**
 * Chrome around every public page. Each page renders its own `<main>`; the wrapper is the
 * skip link's target so focus lands right before it.
 */
export function PublicLayout() {
  const { t, i18n } = useTranslation();
  useScrollToHash();
  useCriticalFaceRelease(i18n.language);

  return (
    <>
      <FirstScreen>
        <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          <CriticalText>{t('publicLayout.skipToContent')}</CriticalText>
        </a>
        {/*
         * Each part in a boundary of its own: React hydrates server markup boundary by boundary,
         * yielding to the browser in between, rather than the whole page in one long task.
         */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      </FirstScreen>
      <div id={MAIN_ID} className="public-layout__content" tabIndex={-1}>
        {/* While another page's chunk loads, the page on screen stays (navigations are transitions). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <Footer />
        <ChatButton />
        <HydrationMark />
      </Suspense>
    </>
  );
}
