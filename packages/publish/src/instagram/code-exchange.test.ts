import { describe, expect, it } from 'vitest';
import { readCodeExchange } from './code-exchange.ts';

describe('readCodeExchange', () => {
  it('reads the documented shape: data[0] with a permissions list', () => {
    expect(
      readCodeExchange({
        data: [
          {
            access_token: 'IGQ-short',
            user_id: '17841400000000001',
            permissions: ['instagram_business_basic', 'instagram_business_content_publish'],
          },
        ],
      }),
    ).toEqual({
      accessToken: 'IGQ-short',
      userId: '17841400000000001',
      permissions: ['instagram_business_basic', 'instagram_business_content_publish'],
    });
  });

  it('reads the flat shape Instagram answers in practice, a numeric id and a comma string', () => {
    expect(
      readCodeExchange({
        access_token: 'IGQ-flat',
        user_id: 17841400000000002,
        permissions: 'instagram_business_basic,instagram_business_content_publish',
      }),
    ).toEqual({
      accessToken: 'IGQ-flat',
      userId: '17841400000000002',
      permissions: ['instagram_business_basic', 'instagram_business_content_publish'],
    });
  });

  it('finds no token in an error reply or an empty data list', () => {
    expect(readCodeExchange({ error_type: 'OAuthException', code: 400 }).accessToken).toBeNull();
    expect(readCodeExchange({ data: [] }).accessToken).toBeNull();
  });
});
