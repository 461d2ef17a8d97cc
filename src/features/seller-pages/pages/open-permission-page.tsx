import { useCallback, useEffect, useState } from 'react';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { LoadingState } from '../../../components/query-state/loading-state';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { List, ListItem } from '../../../components/ui/list';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import {
  PERMISSIONS,
  readPermission,
  requestPermission,
  STATUS_TEXT,
  type PermissionKey,
  type PermissionStatus,
} from '../permissions';
import styles from '../seller-pages.module.css';

type States = Partial<Record<PermissionKey, PermissionStatus>>;

function Permissions() {
  const [states, setStates] = useState<States | null>(null);
  const refresh = useCallback(async () => {
    const read = await Promise.all(
      PERMISSIONS.map(async ({ key }) => [key, await readPermission(key)]),
    );
    setStates(Object.fromEntries(read) as States);
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const ask = async (key: PermissionKey) => {
    try {
      await requestPermission(key);
    } catch {
      void showToast('未获得授权，可在系统设置中开启');
    }
    await refresh();
  };

  if (!states) return <LoadingState lines={4} />;
  return (
    <section className={styles.card} aria-label="权限列表">
      <p className={styles.hint}>直营卖家功能需要以下权限，可随时在系统设置中关闭。</p>
      <List>
        {PERMISSIONS.map(({ key, title, why }) => {
          const state = states[key] ?? 'unsupported';
          return (
            <ListItem
              key={key}
              description={why}
              extra={
                state === 'prompt' ? (
                  <Button size="small" look="outline" onClick={() => void ask(key)}>
                    去开启
                  </Button>
                ) : (
                  <span data-permission-state={state}>{STATUS_TEXT[state]}</span>
                )
              }
            >
              <span data-permission={key} data-state={state}>
                {title}
              </span>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}

/** /openPermission (spec 000 §2 "Other"): the permissions the direct-sale area needs, and their state. */
export default function OpenPermissionPage() {
  return (
    <>
      <NavHeader title="权限管理" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          <Permissions />
        </SellerOnly>
      </div>
    </>
  );
}
