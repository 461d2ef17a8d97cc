import { useSnapshot } from 'valtio';
import { NavHeader } from '../../components/nav-header/nav-header';
import { appState } from '../../store/app-state';
import { loadBanks } from '../../store/bank-actions';
import { BankSection } from './bank-section';
import { UserCard, UserCardSkeleton } from './user-card';
import { UserErrorCard } from './user-error-card';
import { VisitorCard } from './visitor-card';
import styles from './home.module.css';

export default function HomePage() {
  const state = useSnapshot(appState);

  return (
    <>
      <NavHeader title="我的账户" nativeBack />
      <div className={styles.page}>
        {state.userStatus === 'visitor' && <VisitorCard />}
        {state.userStatus === 'loading' && <UserCardSkeleton />}
        {state.userStatus === 'error' && <UserErrorCard message={state.userError} />}
        {state.userStatus === 'ready' && state.user && (
          <>
            <UserCard user={state.user} />
            <BankSection
              title="转入银行卡"
              status={state.transInStatus}
              cards={state.transInBanks}
              onRetry={() => void loadBanks(1)}
            />
            <BankSection
              title="转出银行卡"
              status={state.transOutStatus}
              cards={state.transOutBanks}
              onRetry={() => void loadBanks(2)}
            />
          </>
        )}
      </div>
    </>
  );
}
