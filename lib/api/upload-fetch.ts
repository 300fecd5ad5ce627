/** How far an upload has gone: bytes sent of the body's size. */
export type UploadProgress = { loaded: number; total: number };

/** Headers a page may not set on a request (the browser sets them, or refuses and says so). */
const FORBIDDEN =
  /^(accept-charset|accept-encoding|access-control-|connection|content-length|cookie|date|dnt|expect|host|keep-alive|origin|referer|te|trailer|transfer-encoding|upgrade|via|proxy-|sec-)/i;

/**
 * A `fetch` that sends through XMLHttpRequest, the one browser API that reports an upload's
 * progress: fetch reports it only with a streamed body, which Chromium sends over HTTP/2 alone
 * (`ERR_H2_OR_QUIC_REQUIRED` on a plain-http or HTTP/1.1 host). The request's body is read whole
 * first (a multipart body keeps its boundary in the Content-Type); the answer comes back as a
 * `Response`, so ky's hooks, errors and refresh see a request like any other.
 */
export function uploadFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) {
        reject(new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        if (!FORBIDDEN.test(name)) xhr.setRequestHeader(name, value);
      });
      const size = body?.size ?? 0;
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
      xhr.onload = () => {
        // A null-body status may not be given a body, not even an empty one.
        const empty = [101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // The names fetch rejects with, which the client turns into the spec's network texts.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
