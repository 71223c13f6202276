import './SectionTitle.css';

type SectionTitleProps = {
  /** The section's heading; its id lets the section name itself with aria-labelledby. */
  id: string;
  title: string;
  subTitle?: string;
};

/** A home-page section's heading and its optional sub-heading. */
export function SectionTitle({ id, title, subTitle }: SectionTitleProps) {
  return (
    <header className="section-title">
      <h2 id={id} className="section-title__heading">
        {title}
      </h2>
      {subTitle && <p className="section-title__sub-heading">{subTitle}</p>}
    </header>
  );
}
