import { REQUEST_MESSAGES } from '../../../api/messages';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { OfflineCachedNotice } from '../../../components/query-state/offline-notice';
import { currentUser, hasToken } from '../../../api/session/current-user';
import { BankSection } from '../components/bank-section';
import { Shortcuts } from '../components/shortcuts';
import { UserCard, UserCardSkeleton } from '../components/user-card';
import { UserErrorCard } from '../components/user-error-card';
import { VisitorCard } from '../components/visitor-card';
import styles from '../home.module.css';

/**
 * The signed-in account: the user and both bank lists, from the query cache.
 * Offline, the last loaded copies show with the offline notice (the cache is
 * persisted), instead of 获取用户信息失败.
 */
function Account() {
  const user = currentUser.use({});
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
