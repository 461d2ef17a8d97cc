import type { ReactNode } from 'react';
import { currentUser } from '../../../api/session/current-user';
import { EmptyBlock } from '../../../components/status-block/status-block';

/**
 * spec 000 §2: the direct-sale search is the seller's (the role is the seller id): a bidder
 * reads why instead of the server's bare refusal. Until the user is known the page shows;
 * its own calls carry their loading and error states (the same gate as seller-pages'
 * SellerGate, lighter for the route budget; features do not import each other).
 */
export function SellerGate({ children }: { children: ReactNode }) {
  const user = currentUser.use({});
  if (user.data?.sellerId !== null) return children;
  return (
    <div data-sellers-only>
      <EmptyBlock title="仅限卖家使用" description="当前账号不是卖家账号" />
    </div>
  );
}
