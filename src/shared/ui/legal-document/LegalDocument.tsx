import './LegalDocument.css';

type LegalSection = { heading: string; text: string };

type LegalDocumentProps = {
  title: string;
  intro: string;
  sections: LegalSection[];
};

/** A static policy page's text: its title, an introduction and headed sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <main className="legal-document">
      <article className="container legal-document__body">
        <h1 className="legal-document__title">{title}</h1>
        <p className="legal-document__intro">{intro}</p>
        {sections.map(({ heading, text }) => (
          <section key={heading} className="legal-document__section">
            <h2 className="legal-document__heading">{heading}</h2>
            <p>{text}</p>
          </section>
        ))}
      </article>
    </main>
  );
}
