import { Dialog } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import {
  applyServiceWorkerUpdate,
  dismissServiceWorkerUpdate,
  serviceWorkerState,
} from './register-sw';

/** Offered when a new service worker waits (registerType 'prompt'). */
export function UpdatePrompt() {
  const { waiting } = useSnapshot(serviceWorkerState);
  return (
    <Dialog
      visible={waiting}
      title="发现新版本"
      content="新版本已准备就绪，更新后即可使用最新功能。"
      closeOnAction
      onClose={dismissServiceWorkerUpdate}
      actions={[
        [
          { key: 'later', text: '稍后' },
          { key: 'update', text: '立即更新', bold: true, onClick: applyServiceWorkerUpdate },
        ],
      ]}
    />
  );
}
