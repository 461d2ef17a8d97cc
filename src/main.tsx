import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { REQUEST_MESSAGES } from './api/messages';
import { startAnalytics } from './app/analytics';
import { App } from './app/app';
import { applyLaunchParams } from './app/boot/apply-launch-params';
import { applyLayoutVars } from './app/boot/layout-vars';
import { watchPreloadErrors } from './app/chunks/preload-error';
import { publishPausedChanges } from './app/paused-changes-signal';
import { installRequestEffects } from './api/request-effects';
import { hostGoBackWithCode, hostOpenServiceStopped } from './bridge/host';
import { startTestConsole } from './app/test-hosts';
import { checkVersion } from './app/version-check-later';
import { showToast } from './components/toast';
import { cacheBuster } from './api/query/persist-options';
import { followOnlineSignal } from './api/query/online-signal';
import { createQueryClient } from './api/query/query-client';
import { QueryProvider } from './api/query/query-provider';
import { startSession } from './api/session/start-session';
import { registerAllChanges } from './app/boot/register-changes';
import { handleSessionExpired } from './app/boot/session-expired';
import { readItem, STORAGE_KEYS } from './lib/storage';
import { mirrorBankLists } from './store/bank-lists';
import { networkSignal, watchNetwork } from './store/network';
import './app/global.css';

// spec 000 §3: query parameters → storage, token out of the address bar, first of all.
applyLaunchParams();
applyLayoutVars();
// The query layer (docs/adding-a-screen.md): online state from the store's
// netWork; every change registers its defaults here, before the persisted cache
// is restored and its paused mutations resume.
const queryClient = createQueryClient();
// The request layer imports no UI: its toast and host-app calls are installed here.
installRequestEffects({
  toast: showToast,
  openServiceStopped: hostOpenServiceStopped,
  goBackWithCode: hostGoBackWithCode,
  sessionExpired: () => handleSessionExpired(queryClient),
});
watchNetwork(showToast);
watchPreloadErrors(() => showToast(REQUEST_MESSAGES.network));

followOnlineSignal(networkSignal);
registerAllChanges(queryClient);
mirrorBankLists(queryClient);
publishPausedChanges(queryClient);
// spec 000 §2: remember the script version seen at start; route changes compare with it.
checkVersion();
startAnalytics();
// Both run after start-up (the worker after load, its code and vConsole in their own
// chunks); a failure there must not become an unhandled rejection.
import('./app/service-worker/register-sw')
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((error: unknown) => console.warn('[sw] not registered', error));
startTestConsole().catch((error: unknown) => console.warn('[vconsole] not started', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryProvider
      client={queryClient}
      buster={cacheBuster(readItem(STORAGE_KEYS.token))}
      // spec 000 §7: the user lookup at start, once the cached copy is back.
      onRestored={() => void startSession(queryClient)}
    >
      <App />
    </QueryProvider>
  </StrictMode>,
);
