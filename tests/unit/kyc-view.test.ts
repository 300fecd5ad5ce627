import { File } from 'node:buffer';
import { knownLabels } from '@/lib/kyc/reject-labels';
import { checkUpload, sniffType } from '@/lib/kyc/upload-check';
import { kycView, progressOf, type KycAnswer } from '@/lib/kyc/view';

function kyc(fields: Partial<KycAnswer> = {}): KycAnswer {
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

describe('the Verification modal’s view of GET /kyc', () => {
  it.each<[string, Partial<KycAnswer>, string]>([
    ['nothing asked', { is_need: false, required_level: 0, next_level: null }, 'none'],
    ['a provider level to start', {}, 'start'],
    ['no provider connected', { provider: null }, 'unavailable'],
    ['under review', { status: 'pending', next_level: null }, 'review'],
    [
      'a RETRY to answer',
      {
        status: 'user_pending',
        review: { answer: 'RED', reject_type: 'RETRY', labels: [], comment: null },
      },
      'retry',
    ],
    ['refused for good', { status: 'failed', next_level: null }, 'final'],
    ['verified', { status: 'success', next_level: null, level: 1, is_need: false }, 'success'],
    ['source of funds', { next_level: 3, required_level: 3, level: 1 }, 'funds'],
  ])('%s', (_, fields, kind) => {
    expect(kycView(kyc(fields)).kind).toBe(kind);
  });

  it('shows the review at once after the provider said "sent", before the webhook arrives', () => {
    expect(kycView(kyc(), true).kind).toBe('review');
    // A final answer is shown whatever was awaited.
    expect(kycView(kyc({ status: 'failed', next_level: null }), true).kind).toBe('final');
  });

  it('places the stepper', () => {
    expect(progressOf(kycView(kyc()))).toEqual({
      steps: ['details', 'documents', 'review', 'done'],
      current: 0,
      failed: false,
    });
    expect(progressOf(kycView(kyc()), 'documents')?.current).toBe(1);
    expect(progressOf(kycView(kyc({ status: 'failed', next_level: null })))).toMatchObject({
      current: 2,
      failed: true,
    });
    expect(
      progressOf(kycView(kyc({ status: 'success', next_level: null, level: 1 })))?.current,
    ).toBe(4);
    expect(progressOf(kycView(kyc({ next_level: 3, required_level: 3 })))?.steps).toEqual([
      'documents',
      'review',
      'done',
    ]);
  });
});

describe('a file picked for upload', () => {
  const file = (bytes: number[] | string, name = 'f', type = '') =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, {
      type,
    }) as unknown as globalThis.File;

  it('is told by its first bytes, whatever its name says', async () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('application/pdf');
    expect(await checkUpload(file('%PDF-1.7', 'scan.jpg', 'image/jpeg'))).toEqual({
      ok: true,
      type: 'application/pdf',
    });
    expect(await checkUpload(file('GIF89a', 'photo.png', 'image/png'))).toEqual({
      ok: false,
      problem: 'file_type_not_allowed',
    });
  });

  it('must be there and at most 10 MB', async () => {
    expect(await checkUpload(null)).toEqual({ ok: false, problem: 'required' });
    expect(await checkUpload(file(''))).toEqual({ ok: false, problem: 'required' });
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
    bytes.set([0xff, 0xd8, 0xff]);
    const big = new File([bytes], 'big.jpg') as unknown as globalThis.File;
    expect(await checkUpload(big)).toEqual({ ok: false, problem: 'file_too_large' });
  });
});

it('names each rejection label once, an unknown one as OTHER', () => {
  expect(
    knownLabels(['SELFIE_MISMATCH', 'NEW_LABEL', 'BAD_PROOF_OF_IDENTITY', 'ALSO_NEW']),
  ).toEqual(['BAD_PROOF_OF_IDENTITY', 'SELFIE_MISMATCH', 'OTHER']);
});
