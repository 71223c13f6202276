import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightCard, useGetHighlightsQuery } from '@/entities/highlight';
import { shownBy } from '@/entities/setting';
import { useLogFailure } from '@/shared/lib/log-failure';
import { SectionList } from '@/shared/ui/section-list';
import './HighlightsSection.css';

function Highlights() {
  const { t } = useTranslation();
  const { data: highlights = [], error } = useGetHighlightsQuery();
  const headingId = useId();

  useLogFailure('highlights', error);

  if (highlights.length === 0) return null;
  return (
    <section className="section highlights-section" aria-labelledby={headingId}>
      {/* The cards' headings are h3: a section heading keeps the outline in order for screen readers. */}
      <h2 id={headingId} className="visually-hidden">
        {t('highlightsSection.label')}
      </h2>
      <SectionList
        block="highlights-section"
        className="container highlights-section__grid"
        items={highlights}
      >
        {(highlight) => <HighlightCard highlight={highlight} />}
      </SectionList>
    </section>
  );
}

/** The highlights grid, when switched on and not empty. */
export const HighlightsSection = shownBy('highlights', Highlights);
