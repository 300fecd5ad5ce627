import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock network of component tests; a request no handler answers fails the test. */
export const server = setupServer(...handlers);
