import { isCounted } from '../../../server/gifts/giftViews';
import { demoGiftsByProject, giftBackend, type GiftMessagesOptions } from '@/test/mocks/gift';
import { projectBackend } from '@/test/mocks/project';
import { mockServer } from './renderWithProviders';

/**
 * The projects' and gifts' backends, moving together: a project's raised amount and supporters
 * are its counted (confirmed) gifts, as the server computes them. Answers the gifts' backend.
 */
export function useGiftBackends(
  giftsByProject: Parameters<typeof giftBackend>[0] = demoGiftsByProject,
  mail?: GiftMessagesOptions,
) {
  const projects = projectBackend();
  const gifts = giftBackend(giftsByProject, {
    mail,
    onChange: (projectId, list) => {
      const counted = list.filter(isCounted);
      projects.update(projectId, {
        raised: counted.reduce((sum, { amount }) => sum + amount, 0),
        supportersCount: counted.length,
      });
    },
  });
  mockServer.use(...projects.handlers, ...gifts.handlers);
  return gifts;
}
