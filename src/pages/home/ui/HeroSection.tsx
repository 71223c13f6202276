import { Fragment } from 'react';
import { useLocalized, useSettings } from '@/entities/setting';

/** The hero (`#home`): heading with its line breaks kept, and the sub-heading. */
export function HeroSection() {
  const hero = useSettings().hero;
  const text = useLocalized(hero);
  if (!hero?.show || !text) return null;

  const lines = text.heading.split('\n');
  return (
    <section id="home" className="hero">
      <h1 className="hero__heading">
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </h1>
      {text.subHeading && <p className="hero__sub-heading">{text.subHeading}</p>}
    </section>
  );
}
