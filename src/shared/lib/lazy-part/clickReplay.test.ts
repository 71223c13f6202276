import { EARLY_CLICKS_GLOBAL } from '@contract/pages';
import { replayEarlyClicks, takeEarlyClicks } from './clickReplay';

function button(label: string, pressed: string[]): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', () => pressed.push(label));
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  globalThis[EARLY_CLICKS_GLOBAL] = undefined;
});

it('presses each kept button once, in order, if it is still on the page, and only once', () => {
  const pressed: string[] = [];
  const menu = button('Menu', pressed);
  const share = button('Share', pressed);
  const gone = button('Gone', pressed);
  gone.remove();
  globalThis[EARLY_CLICKS_GLOBAL] = [share, menu, share, gone, menu];

  takeEarlyClicks();
  // The boot loader keeps no more: React answers from here.
  expect(globalThis[EARLY_CLICKS_GLOBAL]).toBeNull();
  expect(pressed).toEqual([]);
  replayEarlyClicks();
  expect(pressed).toEqual(['Share', 'Menu']);
  replayEarlyClicks();
  expect(pressed).toEqual(['Share', 'Menu']);
});

it('presses nothing when the page was rendered without the boot loader', () => {
  const pressed: string[] = [];
  button('Menu', pressed);
  takeEarlyClicks();
  replayEarlyClicks();
  expect(pressed).toEqual([]);
});
