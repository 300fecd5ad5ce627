import { createHash } from 'node:crypto';

/** The S256 code challenge of a PKCE verifier (RFC 7636 §4.2). */
export function pkceChallenge(codeVerifier: string) {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
