import { randomUUID } from 'node:crypto';
import { devGamstopRequestSchema } from '@/lib/schemas/development';
import { fileRegister } from '@/server/services/protection/register/file-register';
import { router } from '../env';
import { operation } from '../operation';

/**
 * POST /api/dev/gamstop — GAMSTOP's API (v2) as a local stand-in, backed by the register file,
 * so the GAMSTOP adapter is exercised over HTTP in development and tests: the operator's key in
 * `X-API-Key` (GAMSTOP_API_KEY), the person as a form, the verdict in `X-Exclusion` (Y or N).
 */
export const devGamstop = router().post(
  '/',
  operation(
    {
      summary: 'GAMSTOP\u2019s API, answered from the local register file (development only)',
      description:
        'Answers 200 with `X-Exclusion: Y` for a person on the file register (by e-mail, mobile, or name and date of birth), `N` otherwise, and an `X-Unique-Id`; 403 for a wrong `X-API-Key`.',
      tags: ['protection', 'development'],
      development: true,
      body: devGamstopRequestSchema,
      bodyType: 'form',
      answer: 'empty',
      errors: [403],
      errorAnswer: 'text',
    },
    async (c, { body }) => {
      const { gamstopStandIn } = c.var.ctx.config;
      if (!gamstopStandIn || c.req.header('x-api-key') !== gamstopStandIn.apiKey) {
        return c.text('Forbidden', 403);
      }
      const file = gamstopStandIn.file;
      const verdict = await fileRegister(file).check({
        email: body.email,
        phone: body.mobile ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        birthDate: body.dateOfBirth,
        postcode: body.postcode,
      });
      return c.body(null, 200, {
        'X-Exclusion': verdict === 'excluded' ? 'Y' : 'N',
        'X-Unique-Id': randomUUID(),
      });
    },
  ),
);
