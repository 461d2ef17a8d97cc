import Dialog from 'antd-mobile/es/components/dialog';
import { applyServiceWorkerUpdate, dismissServiceWorkerUpdate } from './register-sw';

/** The update offer itself: its own chunk, loaded only once a new worker waits. */
export default function UpdateDialog() {
  return (
    <Dialog
      visible
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
