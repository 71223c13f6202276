import { setupServer } from 'msw/node';

/**
 * The network of the `web` tests. It starts with no handlers: shared may not import the
 * entities whose mocks answer, so the app's test helper adds them before each test.
 */
export const mockServer = setupServer();
