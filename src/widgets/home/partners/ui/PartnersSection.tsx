import { useTranslation } from 'react-i18next';
import { PartnerLogo, useGetPartnersQuery } from '@/entities/partner';
import { shownBy } from '@/entities/setting';
import { useLogFailure } from '@/shared/lib/log-failure';
import { SectionList } from '@/shared/ui/section-list';
import { TitledSection } from '@/shared/ui/section-title';
import './PartnersSection.css';

/** docs/product.md §9: four partner placeholders while loading. */
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
      title={t('partnersSection.title')}
      subTitle={t('partnersSection.subTitle')}
    >
      {/* Until the partners arrive the list is empty: the placeholders stand in its place. */}
      <SectionList
        block="partners-section"
        texts="partnersSection"
        items={partners}
        loading={isLoading && { count: SKELETON_COUNT }}
      >
        {(partner) => <PartnerLogo partner={partner} />}
      </SectionList>
    </TitledSection>
  );
}

/** The trusted partners' logos (`#partners`), when switched on and not empty. */
export const PartnersSection = shownBy('partners', Partners);
