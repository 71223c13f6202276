import { useTranslation } from 'react-i18next';
import type { Donor, DonorType } from '@contract/gifts';
import { formatMoney } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/date-text';
import './DonorList.css';

const BADGE_KEY = {
  topDonor: 'donorList.topDonor',
  firstDonor: 'donorList.firstDonor',
  recentDonor: 'donorList.recentDonor',
} as const satisfies Record<DonorType, string>;

type DonorListProps = {
  /** Newest first, as the server answers. */
  donors: Donor[];
  /** The heading's id, so the surrounding section can name itself after it. */
  headingId: string;
};

/** Recent donors with their badge; the newest one is marked as having just donated. */
export function DonorList({ donors, headingId }: DonorListProps) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={headingId} className="donor-list__heading">
        {t('donorList.heading')}
      </h2>
      <ul className="donor-list" aria-labelledby={headingId}>
        {donors.map((donor, index) => {
          // An anonymous gift is 'Anonymous' in the API, and in the page's language here.
          const name = donor.shownAs === 'anonymous' ? t('donorList.anonymous') : donor.donorName;
          return (
            <li key={donor.id} className="donor-list__item">
              <span className="donor-list__avatar" aria-hidden="true">
                {name.trim().charAt(0).toUpperCase()}
              </span>
              <span className="donor-list__who">
                {/* Isolated: a name written right to left never reorders what stands beside it. */}
                <bdi className="donor-list__name">{name}</bdi>
                <span className="donor-list__meta">
                  {index === 0 && (
                    <span className="donor-list__just">{t('donorList.justDonated')}</span>
                  )}
                  <DateText date={donor.date} />
                </span>
              </span>
              {/* A donor who hid the amount: a quiet note where the figure would be. */}
              <span className={`donor-list__amount${donor.amount ? '' : ' hidden-amount'}`}>
                {donor.amount ? formatMoney(donor.amount) : t('donorList.amountHidden')}
              </span>
              <span className={`donor-list__badge donor-list__badge--${donor.type}`}>
                {t(BADGE_KEY[donor.type])}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
