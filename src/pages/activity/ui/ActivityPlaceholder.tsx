/** The shape of the activity (title, line, image, text) in grey while it loads. */
export function ActivityPlaceholder({ label }: { label: string }) {
  return (
    <div className="activity-placeholder" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="activity-placeholder__bone activity-placeholder__title" aria-hidden="true" />
      <div className="activity-placeholder__bone activity-placeholder__line" aria-hidden="true" />
      <div className="activity-placeholder__bone activity-placeholder__image" aria-hidden="true" />
      <div className="activity-placeholder__bone activity-placeholder__line" aria-hidden="true" />
      <div className="activity-placeholder__bone activity-placeholder__line" aria-hidden="true" />
    </div>
  );
}
