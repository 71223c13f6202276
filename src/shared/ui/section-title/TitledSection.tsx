import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

type TitledSectionProps = {
  /** The section's anchor (`#news`), where the menu links to it. */
  id?: string;
  className: string;
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  subTitle?: string;
  children: ReactNode;
};

/** A home-page section in the page's container, named by its heading. */
export function TitledSection({
  id,
  className,
  headingId,
  title,
  subTitle,
  children,
}: TitledSectionProps) {
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionTitle id={headingId} title={title} subTitle={subTitle} />
        {children}
      </div>
    </section>
  );
}
