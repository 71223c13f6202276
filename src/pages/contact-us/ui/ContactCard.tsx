import type { ReactNode } from 'react';
import { ContactIcon, type ContactIconKind } from './ContactIcon';

type ContactCardProps = {
  kind: ContactIconKind;
  heading: string;
  /** The way to reach us, under the heading. */
  children: ReactNode;
};

/** One way to reach the organisation: its icon, its heading and the details. */
export function ContactCard({ kind, heading, children }: ContactCardProps) {
  return (
    <div className="contact-card">
      <ContactIcon kind={kind} />
      <h3 className="contact-card__heading">{heading}</h3>
      {children}
    </div>
  );
}
