import { controlNeedingScript, rememberClick, type RememberedClick } from './clickReplay';

type IslandEvents = {
  /** A person is about to use the section: its code is wanted now. */
  onIntent(): void;
  /** A press (pointer or key) has ended, its click included. */
  onRelease(): void;
};

export type IslandWatch = {
  /** True while a pointer or an activation key is down: no swap under it. */
  pressed(): boolean;
  /** The clicks on controls so far, in order, each control once; empties the list. */
  takeClicks(): RememberedClick[];
  stop(): void;
};

/** Enter clicks a button as it goes down, Space as it comes up. */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * Watches the server's markup of a section whose code has not arrived: what shows intent, when a
 * press is in progress, and which controls were clicked (by pointer or by key, as the browser
 * turns an activation key on a button into a click).
 */
export function watchIsland(island: Element, { onIntent, onRelease }: IslandEvents): IslandWatch {
  let pressed = false;
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // Keyed by place: a person clicking again because nothing happened meant one click.
  const clicks = new Map<string, RememberedClick>();

  const pointerDown = () => {
    pressed = true;
    onIntent();
  };
  const keyDown = (event: Event) => {
    if (event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key)) pressed = true;
    onIntent();
  };
  // The click follows the release in the same task: act after it.
  const release = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      pressed = false;
      if (!stopped) onRelease();
    }, 0);
    timers.add(timer);
  };
  const click = (event: Event) => {
    onIntent();
    const control = controlNeedingScript(island, event.target);
    const remembered = control && rememberClick(island, control);
    if (!remembered) return;
    // The control does nothing without script, so only the replay acts: nothing runs twice.
    event.preventDefault();
    clicks.set(remembered.path.join('/'), remembered);
  };

  const onIsland: [string, (event: Event) => void][] = [
    ['pointerdown', pointerDown],
    ['keydown', keyDown],
    ['focusin', onIntent],
    ['click', click],
  ];
  const onDocument = ['pointerup', 'pointercancel', 'keyup'];
  for (const [type, listener] of onIsland) island.addEventListener(type, listener);
  for (const type of onDocument) document.addEventListener(type, release, true);
  // A key or button let go in another window never comes back as an event here.
  window.addEventListener('blur', release);

  return {
    pressed: () => pressed,
    takeClicks() {
      const taken = [...clicks.values()];
      clicks.clear();
      return taken;
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const [type, listener] of onIsland) island.removeEventListener(type, listener);
      for (const type of onDocument) document.removeEventListener(type, release, true);
      window.removeEventListener('blur', release);
    },
  };
}
