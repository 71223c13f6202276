import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { provideTexts } from '@/shared/i18n';
import { en, ur } from '@/shared/i18n/resources';
import { fixedMediaQuery, mockServer } from '@/test/lib';
import { LANGUAGE_COOKIE } from '@/shared/config';

// The browser loads each language's texts when it shows it; a test may render either at once.
provideTexts({ en, ur });

// The first render of a lazy route loads its modules (the admin's, antd) into a fresh registry;
// beside the browser tests on a busy two-core machine that took over 4 s (policy pages, sign-in).
// A wait, not a measure: speed has its budgets.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; antd's responsive grid asks for it.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => fixedMediaQuery(query, false),
});

/*
 * jsdom computes an element's style but not a pseudo-element's: asked for one (antd's table
 * measures its scrollbar through ::-webkit-scrollbar), it logs "Not implemented" with a long stack
 * and answers the element's own style. The same answer, without the hundred error logs a run.
 */
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

/*
 * jsdom has no MessageChannel; antd's form uses one only to run work in a later task. Node's
 * own would keep the test process alive, so this one posts through setTimeout.
 */
class TaskPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: TaskPort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.partner?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.partner = null;
  }
}

class TaskChannel {
  readonly port1 = new TaskPort();
  readonly port2 = new TaskPort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: TaskChannel });
}

// jsdom has no layout, so nothing ever resizes; antd's auto-sizing text areas still subscribe.
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: StillResizeObserver,
  });
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));

// Each test starts as a first visit: nothing stored, no language chosen, a blank document.
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterEach(() => mockServer.resetHandlers());

afterAll(() => mockServer.close());
