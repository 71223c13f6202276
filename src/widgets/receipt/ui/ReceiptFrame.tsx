import type { ReactNode } from 'react';
import './ReceiptFrame.css';

type ReceiptFrameProps = {
  /** Names the toolbar for a screen reader. */
  label: string;
  /** Back, language and print: on screen, never on paper. */
  tools: ReactNode;
  children: ReactNode;
};

/** A receipt alone on its page, so it prints on its own: the admin's and the donor's. */
export function ReceiptFrame({ label, tools, children }: ReceiptFrameProps) {
  return (
    <main className="receipt-page">
      <nav className="receipt-page__toolbar" aria-label={label}>
        {tools}
      </nav>
      {children}
    </main>
  );
}
