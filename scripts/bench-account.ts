/** A user the API benchmarks sign up and in through the API itself, as a person would. */
import { randomBytes } from 'node:crypto';

export async function signUpAndInOverApi(base: string) {
  const post = (p: string, body: unknown) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench-password-1';
  const signup = await post('/api/auth/signup', { name: 'Bench', email, password });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const signin = await post('/api/auth/signin', { email, password });
  const { token, user } = (await signin.json()) as { token: string; user: { id: string } };
  return { user, authorization: `Bearer ${token}` };
}
