import type { ReactNode } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { currentUser } from '../../../api/session/current-user';
import { QueryView } from '../../../components/query-state/query-view';
import { Result } from '../../../components/ui/result';

/**
 * spec 000 §2 "Other" pages are the seller's (the role is the seller id): a
 * bidder who opens one reads why, instead of the server's bare refusal.
 * The pages' own reads start only under the gate.
 */
export function SellerGate({ children }: { children: ReactNode }) {
  const user = currentUser.use({});
  return (
    <QueryView
      view={user.view}
      onRetry={() => void user.refresh()}
      errorTitle="账号信息加载失败"
      errorDescription={user.error ? userMessageOf(user.error) : undefined}
    >
      {user.data?.sellerId === null ? (
        <div data-sellers-only>
          <Result
            status="info"
            title="仅限卖家使用"
            description="此页面为直营卖家专属功能，当前账号不是卖家账号。如需寄售商品，请先开通卖家身份。"
          />
        </div>
      ) : (
        children
      )}
    </QueryView>
  );
}
