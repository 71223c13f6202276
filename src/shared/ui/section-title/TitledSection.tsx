import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

/** The section's anchor (`#news`), where the menu links to it, and its heading's id, which names it. */
type Names = { id: string; headingId?: string } | { id?: undefined; headingId: string };

type TitledSectionProps = Names & {
  className: string;
  title: string;
  subTitle?: string;
  children: ReactNode;
};

/** A home-page section in the page's container, named by its heading (`<id>-title` unless given). */
export function TitledSection({
  id,
  className,
  headingId = `${id}-title`,
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
