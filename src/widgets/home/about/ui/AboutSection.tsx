import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalized, useSettings } from '@/entities/setting';
import { routePaths } from '@/shared/routes';
import './AboutSection.css';

/**
 * About us (`#about`), the section that cannot be switched off. View More leads to the contact
 * page, where the organisation's offices and ways to reach it are.
 */
export function AboutSection() {
  const { t } = useTranslation();
  const text = useLocalized(useSettings().about);
  if (!text) return null;

  return (
    <section id="about" className="section about-section" aria-labelledby="about-heading">
      <div className="container about-section__inner">
        <h2 id="about-heading" className="about-section__heading" dir="auto">
          {text.heading}
        </h2>
        {text.text && (
          <p className="about-section__text" dir="auto">
            {text.text}
          </p>
        )}
        <Link className="btn btn--outline" to={routePaths.contactUs}>
          {t('aboutSection.viewMore')}
        </Link>
      </div>
    </section>
  );
}
