import { createContext, useContext, type ReactNode } from 'react';
import { CRITICAL_TEXT_CLASS } from '@contract/pages';

/*
 * The first screen's text, which the server builds the Urdu page's critical face from (issue
 * 30; contract/pages/criticalFace.ts). Each such text sits in an element of its own with the
 * class CRITICAL_TEXT_CLASS, and the server's render collects exactly those texts: the face can
 * draw them and nothing else, so the class goes on no element with any other text in it.
 *
 * A text is marked only inside <FirstScreen>: the page says which of its parts show above the
 * fold (the header, the home's banner and hero, a project's title and card), and the parts
 * themselves mark their texts wherever they are used.
 */

/** Takes each critical text as the page renders (the server's render gives one; the browser none). */
type CriticalTextCollector = (text: string) => void;

const CollectorContext = createContext<CriticalTextCollector | undefined>(undefined);
const FirstScreenContext = createContext(false);

export const CriticalTextCollectorProvider = CollectorContext.Provider;

/** The parts of the page that show on its first screen, on a phone or a desktop. */
export function FirstScreen({ children }: { children: ReactNode }) {
  return <FirstScreenContext.Provider value>{children}</FirstScreenContext.Provider>;
}

/**
 * Marks the texts of one element: on the first screen, collects them and gives the element's
 * class; elsewhere an empty class.
 */
export function useCriticalTexts(...texts: (string | undefined)[]): string {
  const collect = useContext(CollectorContext);
  const firstScreen = useContext(FirstScreenContext);
  if (!firstScreen) return '';
  if (collect) for (const text of texts) if (text) collect(text);
  return CRITICAL_TEXT_CLASS;
}

/** A text, on the first screen in a span of its own. */
export function CriticalText({ children }: { children: string }): ReactNode {
  const className = useCriticalTexts(children);
  return className ? <span className={className}>{children}</span> : children;
}
