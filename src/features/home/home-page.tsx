import { REQUEST_MESSAGES } from '../../api/messages';
import { useDetailQuery } from '../../api/query/use-detail-query';
import { userMessageOf } from '../../api/user-message';
import { NavHeader } from '../../components/nav-header/nav-header';
import { OfflineCachedNotice } from '../../components/query-state/offline-notice';
import { hasToken, userQueryOptions } from '../../store/user-session';
import { BankSection } from './bank-section';
import { Shortcuts } from './shortcuts';
import { UserCard, UserCardSkeleton } from './user-card';
import { UserErrorCard } from './user-error-card';
import { VisitorCard } from './visitor-card';
import styles from './home.module.css';

/**
 * The signed-in account: the user and both bank lists, from the query cache.
 * Offline, the last loaded copies show with the offline notice (the cache is
 * persisted), instead of 获取用户信息失败.
 */
function Account() {
  const user = useDetailQuery(userQueryOptions());
  if (user.view.kind === 'loading') return <UserCardSkeleton />;
  if (!user.data) {
    // Offline with nothing cached, the query never ran: say why.
    const message = user.error ? userMessageOf(user.error) : REQUEST_MESSAGES.network;
    return <UserErrorCard message={message} onRetry={() => void user.refresh()} />;
  }
  return (
    <>
      {user.view.offlineCached && <OfflineCachedNotice />}
      <UserCard user={user.data} />
      <BankSection title="转入银行卡" useType={1} />
      <BankSection title="转出银行卡" useType={2} />
    </>
  );
}

export default function HomePage() {
  // spec 000 §1: without a token the user is a visitor; the token arrives at launch.
  const signedIn = hasToken();
  return (
    <>
      <NavHeader title="我的账户" nativeBack />
      <div className={styles.page}>
        {signedIn ? <Account /> : <VisitorCard />}
        <Shortcuts />
      </div>
    </>
  );
}
