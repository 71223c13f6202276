import type { ReactNode } from 'react';

type HeadedSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's class; its heading's is `<className>-title`. */
  className: string;
  title: string;
  children: ReactNode;
};

/** A part of a page under its h2, which names it for screen readers. */
export function HeadedSection({ id, className, title, children }: HeadedSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={`${className}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
