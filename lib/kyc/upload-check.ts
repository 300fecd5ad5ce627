import { UPLOAD_MAX_BYTES, type UploadMimeType } from '@/lib/constants/kyc';

/** What is wrong with a file before it is sent, in the codes the API answers (`error.*`). */
export type UploadProblem = 'required' | 'file_too_large' | 'file_type_not_allowed';

export type CheckedUpload =
  { ok: true; type: UploadMimeType } | { ok: false; problem: UploadProblem };

/** The first bytes of each type the API takes: it checks them too, whatever the name says. */
const SIGNATURES: [UploadMimeType, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type a file's first bytes show, or null: a HEIC photo named `.jpg` is still refused. */
export function sniffType(bytes: Uint8Array): UploadMimeType | null {
  const match = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match ? match[0] : null;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a file the player picked before it is sent: there, at most 10 MB, and a real JPEG, PNG
 * or PDF by its first bytes (the browser's type comes from the name, and is empty on some phones).
 */
export async function checkUpload(file: File | null | undefined): Promise<CheckedUpload> {
  if (!file || file.size === 0) return { ok: false, problem: 'required' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'file_too_large' };
  let type: UploadMimeType | null = null;
  try {
    type = sniffType(await firstBytes(file, 8));
  } catch {
    type = null;
  }
  return type ? { ok: true, type } : { ok: false, problem: 'file_type_not_allowed' };
}

/** What a file input offers to pick (the same three types). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
