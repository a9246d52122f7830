/**
 * Instagram's code exchange (POST /oauth/access_token) is documented as
 * `{"data": [{access_token, user_id, permissions}]}` but answered flat in practice
 * (`{access_token, user_id, permissions}`): both are read. Permissions come as a list or a comma string.
 */
export function readCodeExchange(body: Record<string, unknown>): {
  accessToken: string | null;
  userId: string | null;
  permissions: string[];
} {
  const first = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : undefined;
  const reply = first && typeof first === 'object' && 'access_token' in first ? first : body;
  const token = reply.access_token;
  const id = reply.user_id;
  const perms = reply.permissions;
  return {
    accessToken: typeof token === 'string' && token !== '' ? token : null,
    userId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    permissions: (Array.isArray(perms) ? perms.map(String) : String(perms ?? '').split(','))
      .map((p) => p.trim())
      .filter(Boolean),
  };
}
