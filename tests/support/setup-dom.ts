import '@testing-library/jest-dom';
import { server } from '../msw/server';
import { navigation, nextNavigationMock } from './navigation-mock';

jest.mock('next/navigation', () => nextNavigationMock);

// jsdom has <dialog> but not its modal methods.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  navigation.set('/');
  jest.clearAllMocks();
});
afterAll(() => server.close());
