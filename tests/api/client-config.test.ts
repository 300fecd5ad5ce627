import { clientConfigAnswerSchema } from '@/lib/schemas/client-config';
import { createTestApi } from '@/tests/support/api';

describe('GET /api/client_config', () => {
  it('answers nothing configured by default: no key, consent required, no widget', async () => {
    const api = await createTestApi();
    try {
      const response = await api.get('/api/client_config');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(clientConfigAnswerSchema.parse(response.json)).toEqual({
        analytics: { key: null, consent_required: true },
        support_chat: { script_url: null, script_url_kz: null },
        services: {},
        captcha: null,
      });
    } finally {
      await api.close();
    }
  });

  it('answers the environment read at start', async () => {
    const api = await createTestApi({
      env: {
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_public',
        ANALYTICS_CONSENT_REQUIRED: 'false',
        SUPPORT_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
        SUPPORT_CHAT_SCRIPT_URL_KZ: 'https://chat-kz.example/widget.js',
      },
    });
    try {
      expect((await api.get('/api/client_config')).json).toEqual({
        analytics: { key: 'phc_public', consent_required: false },
        support_chat: {
          script_url: 'https://chat.example/widget.js',
          script_url_kz: 'https://chat-kz.example/widget.js',
        },
        services: {},
        captcha: null,
      });
    } finally {
      await api.close();
    }
  });
});
