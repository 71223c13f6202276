import { useEffect } from 'react';
import { DonorList, useGetDonorsQuery } from '@/entities/gift';

const HEADING_ID = 'project-donors-title';

/** The project's recent donors, asked for by the route's own projectId; none: nothing shown. */
export function ProjectDonors({ projectId }: { projectId: string }) {
  const { currentData: donors, error } = useGetDonorsQuery(projectId);

  useEffect(() => {
    if (error) console.error('Failed to load the donors', error);
  }, [error]);

  if (!donors || donors.length === 0) return null;
  return (
    <section className="project-page__donors" aria-labelledby={HEADING_ID}>
      <DonorList donors={donors} headingId={HEADING_ID} />
    </section>
  );
}
