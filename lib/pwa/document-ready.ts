import { DOCUMENT_READY_RETRY_MS } from '@/lib/constants/pwa';

/**
 * Runs `run` once the document has loaded, looking again every 500 ms until it has (spec §9, the
 * document-ready retry): the service worker's registration and its first precaching wait for
 * the page's own first load instead of competing with it. Returns a cancel function.
 */
export function whenDocumentReady(
  run: () => void,
  doc: Pick<Document, 'readyState'> = document,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (doc.readyState === 'complete') run();
    else timer = setTimeout(attempt, DOCUMENT_READY_RETRY_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}
