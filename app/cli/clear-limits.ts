// npm run limits:clear [-- <email>]: forgets the sign-in counts of one account (from every address), or every
// sign-in and registration count, so a locked-out owner (the admin, say) can sign in at once.
import { normaliseEmail } from '../../projections/users/index.js';
import { clearAuthLimits } from '../../services/identity/index.js';
import { connectForTool } from './connect.js';

const [email] = process.argv.slice(2).filter((arg) => arg !== '--');
const tool = await connectForTool();
try {
  const account = email === undefined ? undefined : normaliseEmail(email);
  const cleared = await clearAuthLimits(tool.pool, account);
  console.log(
    account
      ? `Cleared ${cleared} sign-in count(s) of ${account}; it can sign in again from any address.`
      : `Cleared every sign-in and registration count (${cleared}).`,
  );
} finally {
  await tool.close();
}
