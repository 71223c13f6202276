import { useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/**
 * The mobile menu's open state and keyboard behaviour. While open it covers the page, so focus
 * moves into it and Tab cycles between its button and its entries; Escape, the button or an
 * entry closes it and focus returns to the button, so a keyboard user is never left on a
 * control that just disappeared.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => {
    if (panelRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const stops = (): HTMLElement[] => [
      ...(buttonRef.current ? [buttonRef.current] : []),
      ...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ];
    stops()[1]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      // From 1024 px the button and the panel are hidden: nothing to keep focus in.
      const button = buttonRef.current;
      if (event.key !== 'Tab' || !button || getComputedStyle(button).display === 'none') return;
      const all = stops();
      const first = all[0];
      const last = all.at(-1);
      const inside = all.some((stop) => stop === document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle, close, buttonRef, panelRef };
}
