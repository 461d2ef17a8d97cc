import { SkeletonBox, SkeletonLines } from '../../../components/ui/skeleton';
import { Tag } from '../../../components/ui/tag';
import type { UserInfo } from '../../../shared/contracts/user';
import { maskPhone } from '../../../lib/validate';
import styles from '../home.module.css';

export function UserCard({ user }: { user: UserInfo }) {
  const initial = Array.from(user.nickName.trim())[0] ?? '用';
  return (
    <section className={styles.userCard} aria-label="用户信息">
      <div className={styles.avatar} aria-hidden="true">
        {initial}
      </div>
      <div className={styles.userText}>
        <div className={styles.nameRow}>
          <span className={styles.nickName}>{user.nickName || '未设置昵称'}</span>
          <Tag round className={styles.roleTag}>
            {user.sellerId !== null ? '卖家' : '竞拍人'}
          </Tag>
        </div>
        <div className={styles.phone}>{maskPhone(user.phone)}</div>
        {user.biddingNo && <div className={styles.meta}>竞拍号 {user.biddingNo}</div>}
      </div>
    </section>
  );
}

export function UserCardSkeleton() {
  return (
    <section className={`${styles.userCard} ${styles.userCardLoading}`} aria-busy="true">
      <SkeletonBox className={styles.avatarSkeleton} />
      <div className={styles.userText}>
        <SkeletonLines lines={1} />
      </div>
    </section>
  );
}
