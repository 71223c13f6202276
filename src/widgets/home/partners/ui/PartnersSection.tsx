import { useTranslation } from 'react-i18next';
import { PartnerLogo, useGetPartnersQuery } from '@/entities/partner';
import { useSettings } from '@/entities/setting';
import { useLogFailure } from '@/shared/lib/log-failure';
import { TitledSection } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './PartnersSection.css';

/** SPEC.md §9: four partner placeholders while loading. */
const SKELETON_COUNT = 4;

function Partners() {
  const { t } = useTranslation();
  const { data: partners = [], error, isLoading } = useGetPartnersQuery();

  useLogFailure('partners', error);

  if (!isLoading && partners.length === 0) return null;
  return (
    <TitledSection
      id="partners"
      className="partners-section"
      headingId="partners-title"
      title={t('partnersSection.title')}
      subTitle={t('partnersSection.subTitle')}
    >
      {isLoading ? (
        <SkeletonList
          count={SKELETON_COUNT}
          className="partners-section__skeleton"
          label={t('partnersSection.loading')}
        />
      ) : (
        <ul className="partners-section__grid">
          {partners.map((partner) => (
            <li key={partner.id}>
              <PartnerLogo partner={partner} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** The trusted partners' logos (`#partners`), when switched on and not empty. */
export function PartnersSection() {
  const show = useSettings().partners?.show;
  return show ? <Partners /> : null;
}
