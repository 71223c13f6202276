import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Project } from '@contract/content';
import { upiPayLink, upiPayeeOf } from '@contract/gifts';
import { blankTrust } from '@contract/settings';
import { useSettings } from '@/entities/setting';
import { API_PREFIX } from '@/shared/config';
import { requireTextsPart } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazy-part';
import './UpiGiving.css';
import { CriticalText } from '@/shared/lib/critical-text';

/** Drawn at this size (CSS pixels): set on the image, so nothing moves when it arrives. */
const QR_SIZE = 184;

/*
 * The form comes with its own texts when a donor opens it: most visitors never do, and the
 * project page's first load stays within its budget.
 */
const pledgePart = lazyPart(
  () =>
    Promise.all([
      import(/* webpackChunkName: "upi-pledge" */ './PledgeForm'),
      requireTextsPart('giving'),
    ]).then(([module]) => module),
  (module) => module.PledgeForm,
);

/**
 * An active project's UPI giving (issue 13): the trust's QR code on every screen, the payment
 * link on phones (a desktop has no UPI app to open), and the form to tell the trust of a gift.
 * Nothing without the trust's UPI ID.
 */
export function UpiGiving({ project }: { project: Project }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const payee = upiPayeeOf(settings.trust ?? blankTrust());
  if (!payee || project.status !== 'active') return null;

  // The English title: a UPI app shows the note as it is, and bank statements keep Latin letters.
  const link = upiPayLink({ ...payee, note: project.title });
  return (
    <section className="panel upi-giving" aria-labelledby="upi-giving-title">
      <h2 id="upi-giving-title" className="upi-giving__title">
        <CriticalText>{t('upiGiving.heading')}</CriticalText>
      </h2>
      <a className="btn btn--primary upi-giving__pay" href={link}>
        <CriticalText>{t('upiGiving.payWithUpi')}</CriticalText>
      </a>
      <img
        className="upi-giving__qr"
        src={`${API_PREFIX}/projects/${encodeURIComponent(project.projectId)}/upi.svg`}
        alt={t('upiGiving.qrAlt', { upiId: payee.upiId })}
        width={QR_SIZE}
        height={QR_SIZE}
        loading="lazy"
      />
      <p className="upi-giving__scan">{t('upiGiving.scan')}</p>
      <p className="upi-giving__id">
        {t('upiGiving.upiId')} <bdi dir="ltr">{payee.upiId}</bdi>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <pledgePart.Component project={project} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn--outline upi-giving__tell"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {t('upiGiving.tellUs')}
        </button>
      )}
    </section>
  );
}
