import { DEMO_USERS } from '../../server/db/seed/users-data';
import { loginToken } from '../../server/dev/login-client';
import { baseUrl } from './harness';

export { loginToken };

/** A fresh token for a demo account of the e2e server (seller has a sellerId, bidder not). */
export function loginAs(role: keyof typeof DEMO_USERS): Promise<string> {
  const user = DEMO_USERS[role];
  return loginToken(baseUrl(), user.phone, user.password);
}
