import { useEffect, type ReactNode } from 'react';
import './ReceiptFrame.css';

type ReceiptFrameProps = {
  /** Names the toolbar for a screen reader. */
  label: string;
  /** Back, language and print: on screen, never on paper. */
  tools: ReactNode;
  children: ReactNode;
};

/**
 * A receipt alone on its page, so it prints on its own: the admin's and the donor's. A donor's
 * private details are no page for a search engine (robots meta, besides the server's header).
 */
export function ReceiptFrame({ label, tools, children }: ReceiptFrameProps) {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  return (
    <main className="receipt-page">
      <nav className="receipt-page__toolbar" aria-label={label}>
        {tools}
      </nav>
      {children}
    </main>
  );
}
