import { File as NodeFile } from 'node:buffer';
import type { z } from 'zod';
import type {
  kycAnswerSchema,
  sandboxReviewListAnswerSchema,
  sandboxSdkAnswerSchema,
} from '@/lib/schemas/kyc';

export type KycAnswer = z.output<typeof kycAnswerSchema>;
export type SandboxSdkAnswer = z.output<typeof sandboxSdkAnswerSchema>;
export type ReviewApplicant = z.output<typeof sandboxReviewListAnswerSchema>['applicants'][number];

/** `GET /kyc` for a player asked for level 1 before a payout, nothing sent yet. */
export function kycFixture(fields: Partial<KycAnswer> = {}): KycAnswer {
  return {
    level: 0,
    required_level: 1,
    is_need: true,
    status: 'init',
    reasons: [{ source: 'payout', level: 1 }],
    next_level: 1,
    review: null,
    provider: 'sandbox',
    uploads: [],
    turnover: null,
    ...fields,
  };
}

/** Nothing asked of the player. */
export function nothingAskedFixture(fields: Partial<KycAnswer> = {}): KycAnswer {
  return kycFixture({
    required_level: 0,
    is_need: false,
    reasons: [],
    next_level: null,
    provider: 'sandbox',
    ...fields,
  });
}

/** The sandbox's upload page for a fresh level-1 applicant. */
export function sdkFixture(fields: Partial<SandboxSdkAnswer> = {}): SandboxSdkAnswer {
  return {
    applicant_id: 'app-1',
    level_name: 'basic-kyc-level',
    required: ['IDENTITY', 'SELFIE'],
    review_status: 'init',
    review: null,
    info: {},
    documents: [],
    // Attempts sent so far, as the sandbox answers: the documents are for attempt 1.
    attempt: 0,
    ...fields,
  };
}

export function reviewApplicantFixture(fields: Partial<ReviewApplicant> = {}): ReviewApplicant {
  return {
    id: 'app-1',
    external_user_id: '100001',
    level_name: 'basic-kyc-level',
    review_status: 'pending',
    review_answer: null,
    attempts: 1,
    info: { first_name: 'Ivan', last_name: 'Petrov', dob: '1990-04-12', country: 'KAZ' },
    documents: [
      {
        id: 'img-1',
        doc_type: 'IDENTITY',
        file_name: 'passport.jpg',
        mime: 'image/jpeg',
        size: 120_000,
        attempt: 1,
        created_at: '2026-03-01T10:00:00.000Z',
      },
      {
        id: 'img-2',
        doc_type: 'SELFIE',
        file_name: 'selfie.pdf',
        mime: 'application/pdf',
        size: 80_000,
        attempt: 1,
        created_at: '2026-03-01T10:01:00.000Z',
      },
    ],
    updated_at: '2026-03-01T10:02:00.000Z',
    ...fields,
  };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

/**
 * A file as the picker gives it. Node's File, not jsdom's: the page puts it into a FormData,
 * which is Node's in this test DOM and takes only Node's Blobs.
 */
export function pngFile(name = 'passport.png') {
  return new NodeFile([new Uint8Array(PNG)], name, { type: 'image/png' }) as unknown as File;
}

export function pdfFile(name = 'statement.pdf') {
  return new NodeFile([new Uint8Array(PDF)], name, { type: 'application/pdf' }) as unknown as File;
}

/** A text file renamed to look like a photo: its first bytes give it away. */
export function fakeJpegFile(name = 'photo.jpg') {
  return new NodeFile(['not really a photo'], name, { type: 'image/jpeg' }) as unknown as File;
}

/** What a multipart request carried: its fields, files by name, size and type. */
export async function multipartOf(request: Request) {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    fields[key] =
      typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
  });
  return fields;
}
