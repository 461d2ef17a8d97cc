import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link/app-link';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { showToast } from '../../../components/toast';
import { Notice } from '../../../components/ui/notice';
import { Tabs } from '../../../components/ui/tabs';
import type { AuctionItem, MyBid } from '../../../shared/contracts/auction-lists';
import { hasToken } from '../../../api/session/current-user';
import { signOut } from '../../../api/session/sign-in';
import { biddingPages, touristBiddingPages } from '../api/get-bidding-list';
import { useMyBids } from '../api/get-my-bids';
import { pendingPages } from '../api/get-pending-list';
import { useAuctionFilters } from '../api/get-auction-filters';
import { useAuctionSessions } from '../api/get-auction-sessions';
import { useBiddingNotice } from '../api/get-bidding-notice';
import { AuctionRow } from '../components/auction-row';
import { FilterBar } from '../components/filter-bar';
import { LoginInvite } from '../components/login-invite';
import { LotSheet } from '../components/lot-sheet';
import { SessionStrip } from '../components/session-strip';
import { useAuctionParams } from '../use-auction-params';
import styles from '../auction.module.css';

const TABS = [
  { key: 'bidding', title: '竞拍中' },
  { key: 'pending', title: '即将开拍' },
  { key: 'mine', title: '我的出价' },
] as const;

function LotList({
  tab,
  signedIn,
  onOpen,
}: {
  tab: 'bidding' | 'pending';
  signedIn: boolean;
  onOpen: (item: AuctionItem) => void;
}) {
  const { filter, update } = useAuctionParams();
  const options = useAuctionFilters(signedIn);
  // The component is keyed by tab and sign-in, so each mount reads one list.
  const pages = tab === 'pending' ? pendingPages : signedIn ? biddingPages : touristBiddingPages;
  const list = pages.use(filter);
  const online = useIsOnline();
  return (
    <>
      <FilterBar
        options={options.data}
        filter={filter}
        onChange={(next) => update({ filter: next })}
      />
      <PagedList
        query={list}
        online={online}
        keyOf={(item) => item.id}
        renderItem={(item) => <AuctionRow item={item} onOpen={onOpen} />}
        emptyTitle={tab === 'pending' ? '暂无即将开拍的拍品' : '暂无符合条件的拍品'}
        errorTitle="拍品加载失败"
      />
    </>
  );
}

function MyBids({ onOpen }: { onOpen: (item: AuctionItem) => void }) {
  const list = useMyBids(true);
  const online = useIsOnline();
  return (
    <PagedList<MyBid>
      query={list}
      online={online}
      keyOf={(bid) => bid.id}
      renderItem={(bid) => (
        <AuctionRow item={{ ...bid.item, myBidCents: bid.myBidCents }} onOpen={onOpen} />
      )}
      emptyTitle="您还没有出价记录"
      errorTitle="出价记录加载失败"
    />
  );
}

/**
 * The bidder's auction lists (spec 000 §7 bidding list, pending list,
 * biddingList4App, bid merchandise list, brand and level filter), with the
 * tourist variants for visitors, who are invited to log in where an action needs it.
 */
export default function AuctionListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const signedIn = hasToken();
  const { tab, update } = useAuctionParams();
  const notice = useBiddingNotice();
  const sessions = useAuctionSessions();
  const [open, setOpen] = useState<AuctionItem | null>(null);
  const here = location.pathname + location.search;

  const onOpen = (item: AuctionItem) => {
    if (signedIn) setOpen(item);
    else navigate(`/login?redirect=${encodeURIComponent(here)}`);
  };
  const logout = () => {
    signOut(client);
    showToast('已退出登录');
    navigate('/auctionList', { replace: true });
  };

  return (
    <>
      <NavHeader
        title="竞拍大厅"
        rightText={signedIn ? '退出' : '登录'}
        onRightClick={
          signedIn ? logout : () => navigate(`/login?redirect=${encodeURIComponent(here)}`)
        }
      />
      <div className={styles.page}>
        {!signedIn && (
          <div className={styles.accountBar}>
            <span>游客模式：可浏览拍品，登录后参与竞拍</span>
          </div>
        )}
        {notice.data && (
          <Notice
            text={`${notice.data.title}：${notice.data.summary}`}
            tone="alert"
            extra={
              <AppLink className={styles.noticeLink} to={`/rulesDetail?id=${notice.data.id}`}>
                查看
              </AppLink>
            }
          />
        )}
        <SessionStrip sessions={sessions.data?.sessions ?? []} />
        <Tabs tabs={TABS} activeKey={tab} onChange={(key) => update({ tab: key })} />
        {tab === 'mine' ? (
          signedIn ? (
            <MyBids onOpen={onOpen} />
          ) : (
            <LoginInvite reason="登录后可查看您的出价记录" back={here} />
          )
        ) : (
          <LotList
            key={`${tab}-${String(signedIn)}`}
            tab={tab}
            signedIn={signedIn}
            onOpen={onOpen}
          />
        )}
      </div>
      <LotSheet item={open} onClose={() => setOpen(null)} />
    </>
  );
}
