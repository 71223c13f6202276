import type { ReactNode } from 'react';
import './LegalDocument.css';

type LegalSection = {
  heading: string;
  text: string;
  /** A list after the text, each entry a line. */
  items?: readonly string[];
  /** A line after the text and the list, such as an address to write to. */
  more?: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  intro: string;
  sections: LegalSection[];
  /** After the sections: links to the related pages. */
  children?: ReactNode;
};

/** A static policy page's text: its title, an introduction and headed sections. */
export function LegalDocument({ title, intro, sections, children }: LegalDocumentProps) {
  return (
    <main className="legal-document">
      <article className="container legal-document__body">
        <h1 className="legal-document__title">{title}</h1>
        <p className="legal-document__intro">{intro}</p>
        {sections.map(({ heading, text, items, more }) => (
          <section key={heading} className="legal-document__section">
            <h2 className="legal-document__heading">{heading}</h2>
            <p>{text}</p>
            {items && (
              <ul className="legal-document__list">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {more && <p className="legal-document__more">{more}</p>}
          </section>
        ))}
        {children && <div className="legal-document__related">{children}</div>}
      </article>
    </main>
  );
}
