import { useTranslation } from 'react-i18next';
import { Card, Pagination, Spin } from 'antd';
import { DeleteButton } from '@/features/admin/delete-item';
import { SortableList } from '@/features/admin/reorder-list';
import { HistoryButton } from '@/features/admin/item-history';
import {
  TestimonialVideo,
  useDeleteTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useOrderTestimonialsMutation,
} from '@/entities/testimonial';
import { useTrustTimeZone } from '@/entities/setting';
import { useMayChange } from '@/shared/lib/may-change';
import { routePaths } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
import { AdminCardsSkeleton } from '@/shared/ui/admin-list-skeleton';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import {
  AdminEditLink,
  AdminListView,
  UrduFilter,
  usePagedAdminList,
} from '@/shared/ui/admin-list-view';
import { PublishingMarks } from '@/shared/ui/admin-publishing';
import './AdminTestimonialsPage.css';

/** A testimonial's text with an Urdu: the speaker's name. */
const URDU_TEXTS = ['name'];

/**
 * The testimonials (docs/product.md §2): cards with the speaker's name and a preview of the video, 6
 * card skeletons while loading, and 'Nothing is here' with Add Now when there are none. Paged
 * by the server like the tables, the page in the URL. A handle moves a card (issue 31) while the
 * whole list shows on one page.
 */
export function AdminTestimonialsPage() {
  const { t } = useTranslation();
  const list = usePagedAdminList(useGetAdminTestimonialsQuery);
  const [deleteTestimonial] = useDeleteTestimonialMutation();
  const [order] = useOrderTestimonialsMutation();
  const mayChange = useMayChange();
  const timeZone = useTrustTimeZone();
  // The order is of the whole list: not while it is paged or filtered.
  const whole = list.pagination === false && !list.urduMissingOnly;

  return (
    <AdminListView
      title={t('adminTestimonials.heading')}
      addTo={list.keepPlace(routePaths.adminTestimonialAdd)}
      loading={list.loading}
      failed={list.failed}
      empty={list.empty}
      emptyText={t('adminTestimonials.empty')}
      skeleton={<AdminCardsSkeleton count={6} />}
      filter={<UrduFilter />}
    >
      {list.urduMissingOnly && list.items?.length === 0 && (
        <p className="admin-list__no-rows">{t('adminCommon.allHaveUrdu')}</p>
      )}
      <Spin spinning={list.fetching}>
        <SortableList
          items={list.items ?? []}
          nameOf={(testimonial) => testimonial.name}
          save={(ids) => order(ids).unwrap()}
          disabled={!mayChange || !whole}
          layout="grid"
          className="admin-card-grid admin-testimonials"
        >
          {(testimonial, handle) => (
            <Card size="small">
              <TestimonialVideo testimonial={testimonial} />
              <ExternalLink
                className="admin-testimonials__link"
                href={testimonial.video}
                dir="ltr"
                aria-label={t('adminTestimonials.openVideo', { name: testimonial.name })}
              >
                {testimonial.video}
              </ExternalLink>
              <div className="admin-row-actions">
                {handle}
                <UrduStatus item={testimonial} texts={URDU_TEXTS} />
                <PublishingMarks item={testimonial} timeZone={timeZone} />
                <AdminEditLink
                  to={list.keepPlace(routePaths.adminTestimonialEdit(testimonial.id))}
                  name={testimonial.name}
                />
                <HistoryButton
                  item={{ kind: 'testimonials', itemId: String(testimonial.id) }}
                  name={testimonial.name}
                />
                <DeleteButton
                  name={testimonial.name}
                  onDelete={() => deleteTestimonial(testimonial.id).unwrap()}
                />
              </div>
            </Card>
          )}
        </SortableList>
      </Spin>
      {list.pagination && (
        <Pagination className="admin-testimonials__pages" align="end" {...list.pagination} />
      )}
    </AdminListView>
  );
}
