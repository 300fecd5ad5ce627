/**
 * How long the site's and the API's HTTP servers keep an idle connection open for its next
 * request: longer than whatever sends them requests keeps one to reuse. Node's default is 5 s,
 * shorter than a proxy's pool (HAProxy's `timeout http-keep-alive` is 10 s in
 * `deploy/haproxy.cfg`, nginx's and a cloud balancer's 60 s) and than a client's idle socket: a
 * request sent on a connection just as the server closed it fails with ECONNRESET, which a
 * proxy answers with a 502 and a client sees as a network error (the e2e met it as a flake: a
 * dev call made 5 s after the test's previous one).
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Sets the keep-alive (above) of an HTTP/1.1 server and answers the server (`@hono/node-server`'s
 * `serve` types its server as any of Node's, HTTP/2's among them, which has no such setting).
 */
export function keepConnectionsAlive<S extends object>(server: S): S {
  if ('keepAliveTimeout' in server && 'headersTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Node's rule: the headers' timeout above the keep-alive one, or a request that arrives as a
    // connection's idle time ends can be cut off.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  return server;
}
