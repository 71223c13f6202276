import type { Donor } from '@contract';

/**
 * Donors of the demo projects (the project entity's demo list) by projectId, newest first,
 * badged as the server badges them.
 */
export const demoDonorsByProject: Record<string, Donor[]> = {
  'ramadan-ration-kits': [
    { id: 6, donorName: 'Venkatesh Rao', amount: 30000, date: '2026-02-10', type: 'recentDonor' },
    { id: 5, donorName: 'Fatima Khan', amount: 15000, date: '2026-02-03', type: 'recentDonor' },
    {
      id: 4,
      donorName: 'Syed Arif Hussain',
      amount: 100000,
      date: '2026-01-28',
      type: 'topDonor',
    },
    { id: 3, donorName: 'Anonymous', amount: 50000, date: '2026-01-20', type: 'recentDonor' },
    { id: 2, donorName: 'Priya Sharma', amount: 10000, date: '2026-01-15', type: 'recentDonor' },
    { id: 1, donorName: 'Mohammed Irfan', amount: 25000, date: '2026-01-12', type: 'firstDonor' },
  ],
  'girls-education': [
    { id: 7, donorName: 'Anjali Reddy', amount: 50000, date: '2025-09-04', type: 'topDonor' },
  ],
  'clean-water': [],
  'winter-blankets': [
    { id: 8, donorName: 'Anonymous', amount: 150000, date: '2026-03-01', type: 'topDonor' },
  ],
  'flood-relief-2025': [],
  'school-kits-2025': [],
};
