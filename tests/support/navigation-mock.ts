/**
 * A controllable stand-in for `next/navigation` in component tests: set the path and query a
 * component sees, and inspect the router calls it made.
 */
export const navigation = {
  pathname: '/',
  search: new URLSearchParams(),
  router: {
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(),
  },
  set(url: string) {
    const parsed = new URL(url, 'http://localhost');
    this.pathname = parsed.pathname;
    this.search = parsed.searchParams;
  },
};

export const nextNavigationMock = {
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.search,
  useRouter: () => navigation.router,
  useParams: () => ({}),
  useSelectedLayoutSegment: () => null,
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
  notFound: jest.fn(),
};
